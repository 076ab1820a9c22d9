import { SUBSCRIPTION_MESSAGES, subscriptionPaths } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_JOB_PREFERENCES } from '@alongside/domain';
import { applications, jobs, supportRequests } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

// 27 November 2026, 2 pm in Sydney.
const clock = manualClock(new Date('2026-11-27T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/plans', () => {
  it('answers anyone with the two plans, their GST, the comparison, the trial and the allowance', async () => {
    const response = await get(subscriptionPaths.plans);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: 'monthly',
          name: 'Monthly',
          price_cents: 2_900,
          gst_cents: 264,
          interval: 'month',
          comparison:
            'On $40\u00a0000 of work a year a 10\u00a0% commission costs $4\u00a0000; Alongside costs $348.',
        },
        {
          id: 'yearly',
          name: 'Yearly',
          price_cents: 29_000,
          gst_cents: 2_636,
          interval: 'year',
          comparison:
            'On $40\u00a0000 of work a year a 10\u00a0% commission costs $4\u00a0000; Alongside costs $290.',
        },
      ],
      meta: { trial_days: 14, free_monthly_allowance: 3 },
    });
  });
});

describe('GET /api/subscription', () => {
  it('tells a worker without a plan that their trial waits and what is left of this month’s allowance', async () => {
    const worker = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
    const response = await get(subscriptionPaths.subscription, worker.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      meta: { trial_available: true, allowance: { limit: 3, used: 0, left: 3 } },
    });
  });

  it('counts this Sydney month’s applications and accepted requests, not last month’s or others', async () => {
    const worker = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Ava' });
    const client = await signUpWithId(t.app, { user_type: 'client', first_name: 'Cara' });
    const db = t.app.ctx.db;
    // Jobs and requests of the client's, made straight in the tables: only their times matter here.
    const jobIds = await insertJobs(client.id, 3);
    const at = (iso: string) => new Date(iso);
    await db.insert(applications).values([
      // 1 December 2026 in Sydney already: next month.
      { job_id: jobIds[0]!, worker_id: worker.id, message: 'Hi', created_at: at('2026-11-30T13:30:00Z') },
      // This month.
      { job_id: jobIds[1]!, worker_id: worker.id, message: 'Hi', created_at: at('2026-11-02T00:00:00Z') },
      // 31 October in Sydney: last month.
      { job_id: jobIds[2]!, worker_id: worker.id, message: 'Hi', created_at: at('2026-10-31T12:00:00Z') },
    ]);
    await db
      .insert(supportRequests)
      .values([
        requestRow(client.id, worker.id, 'accepted', at('2026-11-20T00:00:00Z')),
        requestRow(client.id, worker.id, 'declined', at('2026-11-21T00:00:00Z')),
      ]);
    const response = await get(subscriptionPaths.subscription, worker.token);
    expect(response.json().meta.allowance).toEqual({ limit: 3, used: 2, left: 1 });
  });

  it('refuses a client and a staff member with 403, and a guest with 401', async () => {
    const client = await signUpWithId(t.app, { user_type: 'client', first_name: 'Cara' });
    const refused = await get(subscriptionPaths.subscription, client.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.workersOnly]);
    expect((await get(subscriptionPaths.subscription)).statusCode).toBe(401);
  });
});

/** Drafts of the client's, enough for applications to point at. */
async function insertJobs(clientId: string, n: number): Promise<string[]> {
  const rows = await t.app.ctx.db
    .insert(jobs)
    .values(
      Array.from({ length: n }, (_, index) => ({
        client_id: clientId,
        title: `Job ${index}`,
        preferences: NO_JOB_PREFERENCES,
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

function requestRow(clientId: string, workerId: string, state: 'accepted' | 'declined', answeredAt: Date) {
  return {
    kind: 'support' as const,
    client_id: clientId,
    worker_id: workerId,
    state,
    message: 'Hello',
    sent_at: new Date(answeredAt.getTime() - 3_600_000),
    answered_at: answeredAt,
    expires_at: new Date(answeredAt.getTime() + 7 * 86_400_000),
  };
}
