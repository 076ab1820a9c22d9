import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { fakeApi, json } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

function signedInAs(user: ReturnType<typeof sessionUser>) {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  fakeApi({ 'GET /api/auth/session': () => json(200, { user }) });
}

const onboarded = { onboarded_at: '2026-11-22T09:00:00.000Z' };

function checklistItem(name: RegExp) {
  const list = screen.getByRole('heading', { name: 'Your checklist' }).parentElement!;
  return within(list)
    .getAllByRole('listitem')
    .find((item) => name.test(item.textContent ?? ''))!;
}

describe('the profile hub', () => {
  it('shows a worker their progress, each missing item as a link and the done ones marked', async () => {
    signedInAs(
      sessionUser({
        ...onboarded,
        description: 'I love the outdoors.',
        service_offerings: ['personal_care'],
      }),
    );
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    expect(document.title).toBe('Your profile · Alongside');
    expect(screen.getByText('Ada Lovelace · Support worker')).toBeVisible();

    // Spec §4: names and a description are both progress steps: 100 %, not yet fully verified.
    expect(screen.getByText('Your profile is 100% complete')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Your profile is 100% complete' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');

    expect(checklistItem(/The services you offer/).textContent).toContain('(done)');
    expect(within(checklistItem(/The services you offer/)).queryByRole('link')).toBeNull();
    const links = {
      'Your rates (to do)': '/profile/services-offered/indicative-rates',
      'When you are available (to do)': '/profile/services-offered/availabilities',
      'Who you support and how far you travel (to do)':
        '/profile/services-offered/support-seeker-preferences',
      'Your personal details and home address (to do)': '/profile/profile-information/personal-details',
      'Prove who you are (to do)': '/profile/profile-information/required-documents',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Addresses page' }).getAttribute('href')).toBe('/addresses');
    expect(screen.getByText('5 things left to do. Choose one to do it now.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /When you need support/ })).toBeNull();

    const sections = screen.getByRole('navigation', { name: 'Your profile sections' });
    expect(within(sections).getByRole('link', { name: 'Services offered' }).getAttribute('href')).toBe(
      '/profile/services-offered',
    );
    expect(within(sections).getByRole('link', { name: 'Profile information' })).toBeVisible();
  });

  it('shows a client the client items and sections, at half way', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'client' }));
    renderApp('/my-profile');
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    expect(screen.getByText('Your profile is 50% complete')).toBeVisible();
    expect(screen.getByRole('link', { name: 'When you need support (to do)' }).getAttribute('href')).toBe(
      '/profile/support-requirements/required-work-hours',
    );
    expect(screen.getByRole('link', { name: 'Your support preferences (to do)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Prove who you are (to do)' }).getAttribute('href')).toBe(
      '/profile/profile-information/identity-documents',
    );
    expect(screen.queryByRole('link', { name: /Your rates/ })).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Your profile sections' });
    expect(within(sections).getByRole('link', { name: 'Support requirements' })).toBeVisible();
    expect(within(sections).getByRole('link', { name: 'Client preferences' })).toBeVisible();
  });

  it('says "fully verified" once personal details and identity are both done', async () => {
    signedInAs(
      sessionUser({ ...onboarded, personal_details_completed: true, id_verification_completed: true }),
    );
    renderApp('/profile');
    expect(await screen.findByText('Your profile is fully verified.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the home page card while the profile is not complete', async () => {
    signedInAs(sessionUser({ ...onboarded, first_name: 'Ada' }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' });
    const card = screen.getByRole('region', { name: 'Finish your profile' });
    expect(within(card).getByText('Your profile is 50% complete')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });
});
