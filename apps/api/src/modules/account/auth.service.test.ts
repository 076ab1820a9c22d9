import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { refresh, toSessionUser } from './auth.service';
import { findUserByEmail } from './account.repository';

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

describe('toSessionUser', () => {
  it('says email_verified from the confirmation time and never exposes the password hash', async () => {
    const { email } = await signUp(t.app, { user_type: 'worker' });
    const row = (await findUserByEmail(t.app.ctx.db, email))!;

    const user = toSessionUser(row);
    expect(user).toMatchObject({
      email,
      user_type: 'worker',
      email_verified: false,
      role: null,
      onboarded_at: null,
    });
    expect(toSessionUser({ ...row, email_verified_at: new Date() }).email_verified).toBe(true);
    expect(JSON.stringify(user)).not.toContain(row.password_hash);
  });
});
