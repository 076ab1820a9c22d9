import { AUTH_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createConfirmedAccount, refresh } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('refresh', () => {
  it('lets only one of two simultaneous uses of a refresh token through, and ends the session', async () => {
    const { refresh_token } = await signUp(t.app);

    const results = await Promise.allSettled([
      refresh(t.app.ctx, refresh_token),
      refresh(t.app.ctx, refresh_token),
    ]);

    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    // The loser counts as a reuse: the family ends, so even the winner's new pair stops working.
    const pair = (won[0] as PromiseFulfilledResult<{ token: string; refresh_token: string }>).value;
    expect((await getSession(t.app, pair.token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(
      401,
    );
  });
});

describe('createConfirmedAccount', () => {
  const details = {
    user_type: 'client' as const,
    first_name: 'Remy',
    last_name: 'Reviewer',
    password: 'a quiet river at dawn',
    role: 'reviewer' as const,
  };

  it('makes a confirmed account with its role that signs in, without sending mail', async () => {
    const email = `made-${Date.now()}@example.com`;
    const mailsBefore = t.outbox.messages().length;
    const user = await createConfirmedAccount(t.app.ctx, { ...details, email: email.toUpperCase() });
    expect(user).toMatchObject({ email, role: 'reviewer', user_type: 'client' });
    expect(user.email_verified_at).not.toBeNull();
    const login = await post(t.app, '/api/auth/login', { email, password: details.password });
    expect(login.statusCode).toBe(200);
    expect(t.outbox.messages()).toHaveLength(mailsBefore);
  });

  it('refuses a taken address as the sign-up does', async () => {
    await createConfirmedAccount(t.app.ctx, { ...details, email: 'taken@example.com' });
    await expect(
      createConfirmedAccount(t.app.ctx, { ...details, email: 'Taken@example.com' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { email: [AUTH_MESSAGES.emailTaken] } });
  });

  it('refuses a password the sign-up refuses, and stores nothing', async () => {
    await expect(
      createConfirmedAccount(t.app.ctx, { ...details, email: 'short@example.com', password: 'short' }),
    ).rejects.toThrow();
    const login = await post(t.app, '/api/auth/login', { email: 'short@example.com', password: 'short' });
    expect(login.statusCode).not.toBe(200);
  });
});
