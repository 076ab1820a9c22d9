import { ACCOUNT_SETTINGS_MESSAGES, type SessionUser } from '@alongside/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../lib/cookies';
import { fakeApi, json } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

function signIn() {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

/** The session answers with whatever `state.user` is at the time, so a test can change it. */
function sessionState(user: SessionUser) {
  const state = { user };
  return { state, handler: () => json(200, { user: state.user }) };
}

describe('the account area', () => {
  it('shows the hub with the name, the e-mail and a link to every part of the account', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser() }) });
    renderApp('/account');
    await heading('Your account');
    expect(document.title).toBe('Your account · Alongside');
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of [
      '/profile',
      '/account/personal-details',
      '/addresses',
      '/account/settings',
      '/account/faq',
      '/account/about',
      '/account/help-centre',
      '/contact-us',
      '/logout',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).not.toContain('/admin/verification');
  });

  it('offers staff the documents to review', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser({ role: 'reviewer' }) }) });
    renderApp('/account');
    await heading('Your account');
    expect(screen.getByRole('link', { name: /Documents to review/ }).getAttribute('href')).toBe(
      '/admin/verification',
    );
    expect(screen.queryByRole('link', { name: /^Orders and refunds/ })).toBeNull();
    // No marketplace profile or addresses: nobody finds or hires staff.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/account/personal-details');
    expect(hrefs).toContain('/account/settings');
    expect(hrefs).not.toContain('/profile');
    expect(hrefs).not.toContain('/addresses');
    expect(hrefs).not.toContain('/subscription');
  });

  it('offers an administrator the orders and refunds too', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser({ role: 'admin' }) }) });
    renderApp('/account');
    await heading('Your account');
    expect(screen.getByRole('link', { name: /^Orders and refunds/ }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });

  it('opens the settings at their older address too', async () => {
    signIn();
    fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser() }) });
    renderApp('/my-profile/account-settings');
    await heading('Account settings');
    expect(screen.getByRole('link', { name: /^Delete your account/ }).getAttribute('href')).toBe(
      '/account/settings/delete-account',
    );
  });

  it('changes the e-mail address in two steps: address and password, then the code', async () => {
    signIn();
    const session = sessionState(sessionUser());
    const { requests } = fakeApi({
      'GET /api/auth/session': session.handler,
      'POST /api/account/email': () => {
        session.state.user = { ...session.state.user, pending_email: 'new@example.com' };
        return json(202, {
          message: ACCOUNT_SETTINGS_MESSAGES.emailCodeSent,
          pending_email: 'new@example.com',
          retry_after_seconds: 60,
        });
      },
      'POST /api/account/email/confirm': () => {
        session.state.user = { ...session.state.user, email: 'new@example.com', pending_email: null };
        return json(200, { message: ACCOUNT_SETTINGS_MESSAGES.emailChanged });
      },
    });
    const { router } = renderApp('/account/settings/update-email-address');
    await heading('Change your e-mail address');

    type('New e-mail address', 'New@Example.com');
    type('Current password', 'my current password');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));

    await screen.findByText('new@example.com');
    expect(requests.find((request) => request.path === '/api/account/email')?.body).toEqual({
      new_email: 'new@example.com',
      current_password: 'my current password',
    });
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    type('6-digit code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
    await heading('Account settings');
    expect(currentPath(router)).toBe('/account/settings');
    expect(requests.find((request) => request.path === '/api/account/email/confirm')?.body).toEqual({
      code: '123456',
    });
  });

  it('shows a wrong current password on its field', async () => {
    signIn();
    fakeApi({
      'GET /api/auth/session': () => json(200, { user: sessionUser() }),
      'POST /api/account/password': () =>
        json(422, {
          message: 'Some of the details need fixing.',
          errors: { current_password: [ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong] },
        }),
    });
    renderApp('/account/settings/update-password');
    await heading('Change your password');
    type('Current password', 'not it at all');
    type('New password', 'a brand new kettle song');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong);
    const field = screen.getByLabelText('Current password', { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('needs the word in capitals before deleting, then signs out here and says the account is deleted', async () => {
    signIn();
    const { requests } = fakeApi({
      'GET /api/auth/session': () => json(200, { user: sessionUser() }),
      'POST /api/account/deletion': () => json(200, { message: ACCOUNT_SETTINGS_MESSAGES.accountDeleted }),
    });
    const { router } = renderApp('/account/settings/delete-account');
    await heading('Delete your account');

    type('Your password', 'my current password');
    type('Type DELETE to confirm', 'delete');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.confirmationWrong);
    expect(requests.some((request) => request.path === '/api/account/deletion')).toBe(false);

    type('Type DELETE to confirm', 'DELETE');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await heading('Sign in');
    expect(currentPath(router)).toBe('/login');
    expect(screen.getByText('Your account is deleted')).toBeVisible();
    await waitFor(() => expect(readCookie('auth.token')).toBeUndefined());
    expect(readCookie('auth.refresh-token')).toBeUndefined();
    // The session is gone on the server: no sign-out call is made.
    expect(requests.some((request) => request.path === '/api/auth/logout')).toBe(false);
  });
});
