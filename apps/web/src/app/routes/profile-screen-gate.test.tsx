import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '../../lib/cookies';
import { fakeApi, json } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { sessionUser } from '../../test/session-user';

function signInAs(userType: 'client' | 'worker') {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  writeCookie('auth-options', JSON.stringify({ skipOnboarding: true, skipSubscription: false }));
  fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser({ user_type: userType }) }) });
}

describe('profile screens by user type (decision 015)', () => {
  it.each([
    { userType: 'worker', path: '/profile/support-requirements/required-work-hours' },
    { userType: 'worker', path: '/my-profile/support-requirements' },
    { userType: 'client', path: '/profile/services-offered/indicative-rates' },
    { userType: 'client', path: '/profile/profile-information/education' },
  ] as const)('a $userType opening $path gets the not-found page', async ({ userType, path }) => {
    signInAs(userType);
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.getByText(`Page not found: ${path}`)).toBeVisible();
    expect(currentPath(router)).toBe(path);
  });

  it.each([
    { userType: 'worker', path: '/profile/services-offered/indicative-rates', title: 'Your rates' },
    { userType: 'worker', path: '/my-profile/profile-information/education', title: 'Education' },
    {
      userType: 'client',
      path: '/profile/support-requirements/required-work-hours',
      title: 'When you need support',
    },
    { userType: 'client', path: '/my-profile/profile-information/languages', title: 'Languages' },
  ] as const)('a $userType opens $path', async ({ userType, path, title }) => {
    signInAs(userType);
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(document.title).toBe(`${title} · Alongside`);
  });

  it('sends a signed-out visitor to sign in first', async () => {
    fakeApi({});
    const { router } = renderApp('/profile/services-offered');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(currentPath(router)).toBe('/login?redirect=%2Fprofile%2Fservices-offered');
  });
});
