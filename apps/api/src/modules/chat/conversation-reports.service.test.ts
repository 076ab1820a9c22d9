import { randomUUID } from 'node:crypto';
import { ADMIN_REPORT_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { WORKER_SPECS, createClient, createWorker } from '../../test/worker-fixtures';
import { listReports, resolveReport } from './conversation-reports.service';
import { openConversation, reportConversation, sendMessage } from './conversations.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
}, 60_000);
afterAll(() => t.close());

describe('closing a report', () => {
  it('closes it once when two staff members close it at the same moment', async () => {
    const ava = await createWorker(t.app, WORKER_SPECS.ava);
    const cara = await createClient(t.app);
    const caller = { id: cara.id, user_type: 'client' as const };
    const { conversation } = await openConversation(t.app.ctx, caller, ava.id);
    await sendMessage(t.app.ctx, caller, conversation.id, { client_id: randomUUID(), body: 'Hello' });
    await reportConversation(t.app.ctx, caller, conversation.id, { reason: 'other' });
    const waiting = await listReports(t.app.ctx, { page: 1, limit: 20 });
    const report = waiting.data.find((each) => each.conversation_id === conversation.id)!;

    const staff = [await createClient(t.app), await createClient(t.app)];
    const results = await Promise.allSettled(
      staff.map((member) => resolveReport(t.app.ctx, member, report.id, { outcome: 'no_action' })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, message: ADMIN_REPORT_MESSAGES.alreadyResolved });
    const resolved = await listReports(t.app.ctx, { page: 1, limit: 20, 'filter[state]': 'resolved' });
    expect(resolved.data.map((each) => each.id)).toEqual([report.id]);
  });
});
