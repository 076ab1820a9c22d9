import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { cancelEmailChange, deleteAccount, startEmailChange } from './account-settings.service';
import { findUserByEmail } from './account.repository';
import { authenticate } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const meta = { ip: '10.9.9.9' };

async function actorOf(token: string) {
  const found = await authenticate(t.app.ctx, token);
  if (!found) throw new Error('not signed in');
  return found.actor;
}

describe('deleteAccount', () => {
  it('erases the person once when two devices ask at the same moment; the other is told to sign in', async () => {
    const person = await signUp(t.app);
    const actor = await actorOf(person.token);
    const before = await countRows(t.app, 'users');

    const results = await Promise.allSettled([
      deleteAccount(t.app.ctx, actor, person.password, meta),
      deleteAccount(t.app.ctx, actor, person.password, meta),
    ]);

    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 401 });
    expect(await countRows(t.app, 'users')).toBe(before - 1);
    expect(await findUserByEmail(t.app.ctx.db, person.email)).toBeUndefined();
  });
});

describe('cancelEmailChange', () => {
  it('drops the waiting address and spends its code, so a code mailed before cannot confirm it later', async () => {
    const person = await signUp(t.app);
    const actor = await actorOf(person.token);
    await startEmailChange(
      t.app.ctx,
      actor,
      { new_email: 'moved@example.com', current_password: person.password },
      meta,
    );
    expect((await findUserByEmail(t.app.ctx.db, person.email))?.pending_email).toBe('moved@example.com');

    await cancelEmailChange(t.app.ctx, actor);

    const user = await findUserByEmail(t.app.ctx.db, person.email);
    expect(user?.pending_email).toBeNull();
    const unspent = await t.app.ctx.db.query.oneTimeCodes.findMany({
      where: (codes, { and, eq, isNull }) =>
        and(eq(codes.user_id, user!.id), eq(codes.purpose, 'email_change'), isNull(codes.spent_at)),
    });
    expect(unspent).toEqual([]);
  });
});
