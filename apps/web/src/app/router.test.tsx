import { AUTH_MESSAGES } from '@alongside/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../lib/cookies';
import { fakeApi, json } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

// Onboarded, so the home page shows; the onboarding journey has its own tests (onboarding-flow.test.tsx).
const ada = sessionUser({ onboarded_at: '2026-01-02T00:00:00.000Z' });

function signIn() {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes and guards', () => {
  it('sends a signed-out visitor of / to the login page, carrying the path', async () => {
    const { requests } = fakeApi({});
    const { router } = renderApp('/');
    await heading('Sign in');
    expect(currentPath(router)).toBe('/login?redirect=%2F');
    expect(document.title).toBe('Sign in · Alongside');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(requests).toHaveLength(0);
  });

  it('keeps the full requested path, query and fragment in the redirect', async () => {
    fakeApi({});
    const { router } = renderApp('/home?tab=jobs#top');
    await heading('Sign in');
    expect(currentPath(router)).toBe('/login?redirect=%2Fhome%3Ftab%3Djobs%23top');
  });

  it('shows the not-found page for an unmatched path', async () => {
    fakeApi({});
    renderApp('/no/such/page');
    await heading('Page Not Found');
    expect(screen.getByText('Page not found: /no/such/page')).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
  });

  it('renders no error page for a crawler', async () => {
    fakeApi({});
    const original = navigator.userAgent;
    Object.defineProperty(navigator, 'userAgent', { value: 'Googlebot/2.1', configurable: true });
    try {
      const { router } = renderApp('/no/such/page');
      await waitFor(() => expect(router.state.errors).not.toBeNull());
      expect(screen.queryByRole('heading')).toBeNull();
    } finally {
      Object.defineProperty(navigator, 'userAgent', { value: original, configurable: true });
    }
  });

  it('greets a signed-in person by name and role', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    renderApp('/home');
    await heading('Hello, Ada');
    expect(screen.getByText('You are signed in as a support worker.')).toBeVisible();
    expect(document.title).toBe('Home · Alongside');
  });

  it('greets a client in plain words', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: { ...ada, user_type: 'client' } }) });
    renderApp('/');
    await heading('Hello, Ada');
    expect(screen.getByText('You are signed in as someone looking for support.')).toBeVisible();
  });

  it('clears a token the server refuses and treats the visitor as signed out', async () => {
    writeCookie('auth.token', 'stale');
    fakeApi({ 'GET /api/auth/session': () => json(401, { message: 'Please sign in to continue.' }) });
    const { router } = renderApp('/');
    await heading('Sign in');
    expect(currentPath(router)).toBe('/login?redirect=%2F');
    expect(readCookie('auth.token')).toBeUndefined();
  });

  it('sends a signed-in person with an unconfirmed address to /verify', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: { ...ada, email_verified: false } }) });
    const { router } = renderApp('/');
    await heading('Confirm your e-mail address');
    expect(currentPath(router)).toBe('/verify?redirect=%2F');
  });

  it.each([
    [true, '/'],
    [false, '/login'],
  ])('sends a signed-in person (verified: %s) away from /register to %s', async (verified, target) => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: { ...ada, email_verified: verified } }) });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('sends a signed-in person away from /reset-password', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    const { router } = renderApp('/reset-password?email=a%40b.c');
    await heading('Hello, Ada');
    expect(currentPath(router)).toBe('/');
  });

  it('keeps the login page reachable when signed in, with a note', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    renderApp('/signin');
    await heading('Sign in');
    expect((await screen.findByText(/You are signed in as ada@example.com/)).textContent).toContain(
      'ada@example.com',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it.each([
    ['/redirect?redirect=%2Fhome', '/home'],
    ['/redirect?redirect=%2F%2Fevil.com', '/'],
    ['/redirect', '/'],
  ])('/redirect sends a signed-in person from %s to %s', async (path, target) => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    const { router } = renderApp(path);
    await waitFor(() => expect(currentPath(router)).toBe(target));
  });

  it('/redirect sends a signed-out visitor to the login page with the redirect parameter', async () => {
    fakeApi({});
    const { router } = renderApp('/redirect?redirect=%2Fjobs');
    await heading('Sign in');
    expect(currentPath(router)).toBe('/login?redirect=%2Fjobs');
  });

  it('sends a signed-in person to the login page when the session ends elsewhere', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    const { router } = renderApp('/home?tab=1');
    await heading('Hello, Ada');
    // Signed out in another tab: the cookies are gone when this tab is shown again.
    document.cookie = 'auth.token=; max-age=0; path=/';
    document.cookie = 'auth.refresh-token=; max-age=0; path=/';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await heading('Sign in');
    expect(currentPath(router)).toBe('/login?redirect=%2Fhome%3Ftab%3D1');
  });

  it('refetches the session when the tab becomes visible again', async () => {
    signIn();
    const { requests } = fakeApi({ 'GET /api/auth/session': () => json(200, { user: ada }) });
    renderApp('/');
    await heading('Hello, Ada');
    const before = requests.filter((request) => request.path === '/api/auth/session').length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/auth/session').length).toBe(before + 1),
    );
  });
});

describe('signing in and out', () => {
  it('signs in, stores the tokens and goes to the redirect parameter', async () => {
    const { requests } = fakeApi({
      'POST /api/auth/login': () => json(200, { token: 'access-1', refresh_token: 'refresh-1' }),
      'GET /api/auth/session': () => json(200, { user: ada }),
    });
    const { router } = renderApp('/login?redirect=%2Fhome%3Fx%3D1');
    await heading('Sign in');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' Ada@Example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await heading('Hello, Ada');
    expect(currentPath(router)).toBe('/home?x=1');
    expect(readCookie('auth.token')).toBe('access-1');
    expect(readCookie('auth.refresh-token')).toBe('refresh-1');
    const login = requests.find((request) => request.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(login?.headers.has('Authorization')).toBe(false);
    expect(login?.headers.has('X-NO-AUTH')).toBe(false);
    const session = requests.find((request) => request.path === '/api/auth/session');
    expect(session?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('shows a wrong password at the top of the form, not in the snackbar', async () => {
    fakeApi({ 'POST /api/auth/login': () => json(401, { message: AUTH_MESSAGES.badCredentials }) });
    const { router } = renderApp('/login');
    await heading('Sign in');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(alert.textContent).toContain(AUTH_MESSAGES.badCredentials));
    expect(screen.getByTestId('snackbar').textContent).toBe('');
    expect(currentPath(router)).toBe('/login');
  });

  it('does nothing when the sign-in answer has a token that is not a string (spec §8)', async () => {
    fakeApi({ 'POST /api/auth/login': () => json(200, { token: 123, refresh_token: 'r' }) });
    const { router } = renderApp('/login');
    await heading('Sign in');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever-it-is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(readCookie('auth.token')).toBeUndefined();
    expect(currentPath(router)).toBe('/login');
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
  });

  it('registers, which signs in, then asks for the e-mailed code and starts onboarding', async () => {
    let verified = false;
    const { requests } = fakeApi({
      'POST /api/auth/register': () => json(201, { token: 'access-1', refresh_token: 'refresh-1' }),
      'GET /api/auth/session': () =>
        json(200, { user: { ...ada, onboarded_at: null, email_verified: verified } }),
      'POST /api/auth/email/verify': () => {
        verified = true;
        return json(200, { message: AUTH_MESSAGES.emailVerified });
      },
    });
    const { router } = renderApp('/register');
    await heading('Create an account');
    expect(screen.getByText('At least 10 characters. A few words together work well.')).toBeVisible();

    fireEvent.click(screen.getByLabelText('A support worker'));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await heading('Confirm your e-mail address');
    expect(currentPath(router)).toBe('/verify?redirect=%2F');
    expect(requests.find((request) => request.path === '/api/auth/register')?.body).toEqual({
      user_type: 'worker',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });

    const code = screen.getByLabelText('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    // A new account is not onboarded yet: home sends the person to the first step.
    await heading('Welcome to Alongside');
    expect(currentPath(router)).toBe('/onboarding/welcome');
    expect(requests.find((request) => request.path === '/api/auth/email/verify')?.body).toEqual({
      code: '123456',
    });
    // The snackbar's live region; the PWA overlays add their own (empty) ones once they load.
    const statuses = screen.getAllByRole('status').map((node) => node.textContent ?? '');
    expect(statuses.join(' ')).toContain(AUTH_MESSAGES.emailVerified);
  });

  it('shows the server’s message for a taken e-mail address under the field', async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        json(422, {
          message: 'Some of the details need fixing.',
          errors: { email: [AUTH_MESSAGES.emailTaken] },
        }),
    });
    renderApp('/register');
    await heading('Create an account');
    fireEvent.click(screen.getByLabelText('Looking for support'));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText(AUTH_MESSAGES.emailTaken);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail address')));
  });

  it('counts down before another code may be sent', async () => {
    signIn();
    fakeApi({
      'GET /api/auth/session': () => json(200, { user: { ...ada, email_verified: false } }),
      'POST /api/auth/email/resend': () =>
        json(200, { message: AUTH_MESSAGES.codeSent, retry_after_seconds: 60 }),
    });
    renderApp('/verify');
    await heading('Confirm your e-mail address');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByText('You can ask for another code in 60 seconds.');
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('status').textContent).toContain(AUTH_MESSAGES.codeSent);
  });

  it('signs out from the account page: tells the server, drops the tokens and goes to the login page', async () => {
    signIn();
    const { requests } = fakeApi({
      'GET /api/auth/session': () => json(200, { user: ada }),
      'POST /api/auth/logout': () => json(200, { message: AUTH_MESSAGES.loggedOut }),
    });
    const { router } = renderApp('/');
    await heading('Hello, Ada');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Account' }),
    );
    await heading('Your account');
    fireEvent.click(screen.getByRole('link', { name: 'Sign out' }));

    await heading('Sign in');
    expect(currentPath(router)).toBe('/login');
    const logout = requests.find((request) => request.path === '/api/auth/logout');
    expect(logout?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(logout?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(readCookie('auth.token')).toBeUndefined();
    expect(readCookie('auth.refresh-token')).toBeUndefined();
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
  });
});

describe('password reset', () => {
  it('asks for a code with a neutral answer and offers the way on', async () => {
    const { requests } = fakeApi({
      'POST /api/auth/password/forgot': () => json(202, { message: AUTH_MESSAGES.forgotAccepted }),
    });
    renderApp('/account/settings/forget-password');
    await heading('Reset your password');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));

    await screen.findByText(AUTH_MESSAGES.forgotAccepted);
    expect(screen.getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe(
      '/reset-password?email=ada%40example.com',
    );
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('fills e-mail and code from the link, and goes to the login page with a message', async () => {
    const { requests } = fakeApi({
      'POST /api/auth/password/reset': () => json(200, { message: AUTH_MESSAGES.passwordReset }),
    });
    const { router } = renderApp('/reset-password?email=ada%40example.com&code=123456');
    await heading('Choose a new password');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await heading('Sign in');
    expect(currentPath(router)).toBe('/login');
    expect(requests.find((request) => request.path === '/api/auth/password/reset')?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
      password: 'a brand new passphrase',
    });
    expect(within(screen.getByTestId('snackbar')).getByText(AUTH_MESSAGES.passwordReset)).toBeVisible();
  });

  it('shows a wrong code under the code field', async () => {
    fakeApi({
      'POST /api/auth/password/reset': () =>
        json(422, {
          message: 'Some of the details need fixing.',
          errors: { code: [AUTH_MESSAGES.resetCodeInvalid] },
        }),
    });
    renderApp('/reset-password?email=ada%40example.com&code=000000');
    await heading('Choose a new password');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(AUTH_MESSAGES.resetCodeInvalid);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('6-digit code')));
  });
});
