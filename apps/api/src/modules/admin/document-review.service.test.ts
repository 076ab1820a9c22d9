import { DOCUMENT_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, type DocumentInsert } from '../../db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { makeStaff, signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { approveDocument, rejectDocument } from './document-review.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function insert(values: DocumentInsert) {
  const [row] = await t.app.ctx.db.insert(documents).values(values).returning();
  return row!;
}

async function staffMember() {
  const user = await signUpUser(t.app);
  await makeStaff(t.app, user.id, 'reviewer');
  return user;
}

describe('deciding', () => {
  it('lets only one of two reviewers deciding at once win; the other is told it was decided', async () => {
    const owner = await signUpUser(t.app, { user_type: 'worker' });
    const [first, second] = [await staffMember(), await staffMember()];
    const document = await insert({ user_id: owner.id, document_type: 'abn', abn: '51824753556' });

    const results = await Promise.allSettled([
      approveDocument(t.app.ctx, first, document.id),
      rejectDocument(t.app.ctx, second, document.id, 'Not on the register'),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect(refused.reason).toMatchObject({ statusCode: 409, message: DOCUMENT_MESSAGES.decided });
  });
});
