import { randomUUID } from 'node:crypto';
import {
  ADMIN_REPORT_MESSAGES,
  ERROR_MESSAGES,
  adminReportPath,
  adminReportPaths,
  chatPaths,
  conversationPath,
  type StaffReport,
} from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { makeStaff, signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notificationsOf } from '../../test/verification-helpers';
import { WORKER_SPECS, createClient, createWorker, type Person } from '../../test/worker-fixtures';

const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

let ava: Person;
let reviewer: Person;
beforeAll(async () => {
  ava = await createWorker(t.app, WORKER_SPECS.ava);
  const staff = await signUpWithId(t.app, { user_type: 'client', first_name: 'Remy' });
  await makeStaff(t.app, staff.id, 'reviewer');
  reviewer = { id: staff.id, token: staff.token };
}, 60_000);

/** A new client writes to Ava three times, Ava answers, then the client reports the conversation. */
async function reported(): Promise<{ cara: Person; conversationId: string; reportId: string }> {
  const cara = await createClient(t.app);
  const opened = await call('POST', chatPaths.conversations, cara.token, { user_id: ava.id });
  const conversationId: string = opened.json().data.id;
  for (const [who, body] of [
    [cara, 'Hello'],
    [ava, 'Send me your bank details first'],
    [cara, 'Why?'],
  ] as const) {
    const sent = await call('POST', conversationPath(conversationId, 'messages'), who.token, {
      client_id: randomUUID(),
      body,
    });
    expect(sent.statusCode).toBe(201);
  }
  await call('POST', conversationPath(conversationId, 'report'), cara.token, {
    reason: 'scam',
    note: 'Money',
  });
  // A message after the report is not among those in question.
  await call('POST', conversationPath(conversationId, 'messages'), ava.token, {
    client_id: randomUUID(),
    body: 'Later',
  });
  const list = await call('GET', adminReportPaths.reports, reviewer.token);
  const report = (list.json().data as StaffReport[]).find((each) => each.conversation_id === conversationId)!;
  return { cara, conversationId, reportId: report.id };
}

describe('reported conversations in the staff queue', () => {
  it('lists a report with both people, shows the messages in question, and closes it once', async () => {
    const { cara, conversationId, reportId } = await reported();
    const one = await call('GET', adminReportPath(reportId), reviewer.token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      conversation_id: conversationId,
      reason: 'scam',
      note: 'Money',
      up_to_sequence: 3,
      reporter: { id: cara.id, first_name: 'Cara', user_type: 'client' },
      reported: { id: ava.id, first_name: 'Ava', user_type: 'worker' },
      resolved_at: null,
      outcome: null,
    });
    expect(one.json().data.messages.map((message: { body: string }) => message.body)).toEqual([
      'Hello',
      'Send me your bank details first',
      'Why?',
    ]);

    const closed = await call('POST', adminReportPath(reportId, 'resolve'), reviewer.token, {
      outcome: 'action_taken',
      note: 'Warned the worker.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: ADMIN_REPORT_MESSAGES.resolved,
      data: {
        outcome: 'action_taken',
        resolution_note: 'Warned the worker.',
        resolved_at: '2026-11-25T00:00:00.000Z',
      },
    });
    const told = await notificationsOf(t.app, cara.id);
    expect(told.find((each) => each.kind === 'report_resolved')).toMatchObject({
      title: 'We looked into your report',
      link: `/chat/${conversationId}`,
    });
    expect(JSON.stringify(told)).not.toContain('Warned');

    const again = await call('POST', adminReportPath(reportId, 'resolve'), reviewer.token, {
      outcome: 'no_action',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, ADMIN_REPORT_MESSAGES.alreadyResolved]);
    const waiting = await call('GET', adminReportPaths.reports, reviewer.token);
    expect((waiting.json().data as StaffReport[]).map((each) => each.id)).not.toContain(reportId);
    const resolved = await call('GET', `${adminReportPaths.reports}?filter[state]=resolved`, reviewer.token);
    expect((resolved.json().data as StaffReport[]).map((each) => each.id)).toContain(reportId);
    // The person who reported it may report again once it is closed.
    const reportAgain = await call('POST', conversationPath(conversationId, 'report'), cara.token, {
      reason: 'other',
    });
    expect(reportAgain.statusCode).toBe(201);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no outcome', {}, { outcome: ['Choose what you did about it.'] }],
    ['an outcome not on the list', { outcome: 'banned' }, { outcome: ['Choose what you did about it.'] }],
    ['an unknown field', { outcome: 'no_action', user: 'x' }, { user: [ERROR_MESSAGES.unknownField] }],
  ])('refuses to close a report with %s', async (_, body, errors) => {
    const { reportId } = await reported();
    const response = await call('POST', adminReportPath(reportId, 'resolve'), reviewer.token, body);
    expect([response.statusCode, response.json().errors]).toEqual([422, errors]);
    const still = await call('GET', adminReportPath(reportId), reviewer.token);
    expect(still.json().data.resolved_at).toBeNull();
  });

  it('refuses the query filter[state]=open (422) and page=0 (422)', async () => {
    for (const query of ['filter[state]=open', 'page=0']) {
      const response = await call('GET', `${adminReportPaths.reports}?${query}`, reviewer.token);
      expect(response.statusCode).toBe(422);
    }
  });

  it('keeps everyone but staff out, and answers a missing report with the not-found answer', async () => {
    const { cara, reportId } = await reported();
    for (const [token, status] of [
      [undefined, 401],
      [cara.token, 403],
      [ava.token, 403],
    ] as const) {
      expect((await call('GET', adminReportPaths.reports, token)).statusCode).toBe(status);
      expect((await call('GET', adminReportPath(reportId), token)).statusCode).toBe(status);
      expect(
        (await call('POST', adminReportPath(reportId, 'resolve'), token, { outcome: 'no_action' }))
          .statusCode,
      ).toBe(status);
    }
    const missing = await call(
      'GET',
      adminReportPath('00000000-0000-4000-8000-000000000000'),
      reviewer.token,
    );
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'No query results for model [Report].',
    ]);
  });
});
