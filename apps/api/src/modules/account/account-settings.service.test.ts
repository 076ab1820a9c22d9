import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signUp } from '../../test/account-helpers';
import { multipartBody, samplePdf } from '../../test/malicious-uploads';
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
  it('removes every document file of the person before the account goes', async () => {
    const person = await signUp(t.app, { user_type: 'worker' });
    const files = () => {
      try {
        return readdirSync(path.join(t.dataDir, 'files', 'documents'));
      } catch {
        return [];
      }
    };
    const before = files().length;
    for (const fields of [
      { document_type: 'police_checks', document_number: 'NPC-1', issued_on: '2025-01-15' },
      { document_type: 'first_aid', issued_on: '2025-02-01' },
    ] as Record<string, string>[]) {
      const body = multipartBody(fields, { name: 'scan.pdf', type: 'application/pdf', bytes: samplePdf() });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${person.token}` },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(files().length).toBe(before + 2);

    await deleteAccount(t.app.ctx, await actorOf(person.token), person.password, meta);
    expect(files().length).toBe(before);
  });

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
