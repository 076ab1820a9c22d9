import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { refresh } from './auth.service';

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
