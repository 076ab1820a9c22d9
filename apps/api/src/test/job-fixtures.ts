import { jobMovePath, jobPaths } from '@alongside/contract';
import type { FastifyInstance } from 'fastify';
import { giveRunningPlan } from './subscription-helpers';
import { createWorker, type Person, type WorkerSpec } from './worker-fixtures';

/**
 * The job the jobs and messages tests post: personal care on Monday mornings, 9 to 12, from
 * 30 November 2026, at $65 an hour.
 */
export const MONDAY_MORNING_JOB = {
  services: ['personal_care'],
  title: 'Monday morning help',
  description: 'Help with showering and breakfast.',
  schedule: {
    kind: 'weekly',
    times: [{ day: 'monday', start: '09:00:00', end: '12:00:00' }],
    starts_on: '2026-11-30',
    ends_on: null,
  },
  rates: { weekday_hourly_rate: 6_500 },
} as const;

async function send(app: FastifyInstance, url: string, token: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** `owner`'s Monday morning job at their address `addressId`, for `positions` workers, published. */
export async function publishMondayJob(
  app: FastifyInstance,
  owner: Pick<Person, 'token'>,
  addressId: string,
  positions = 1,
): Promise<string> {
  const made = await send(app, jobPaths.jobs, owner.token, {
    ...MONDAY_MORNING_JOB,
    address_id: addressId,
    positions,
  });
  const id = made.json().data.id as string;
  await send(app, jobMovePath(id, 'publish'), owner.token, {});
  return id;
}

/**
 * A verified worker whose profile is complete (a few words stand in for a photo), so they may
 * apply; with a running plan when `plan`, for tests that apply more than the free allowance.
 */
export async function applyingWorker(
  app: FastifyInstance,
  spec: WorkerSpec,
  { plan }: { plan: boolean },
): Promise<Person> {
  const made = await createWorker(app, spec);
  const described = await app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { authorization: `Bearer ${made.token}` },
    payload: { description: 'I help at home.' },
  });
  if (described.statusCode !== 200) throw new Error(`PATCH /api/profile: ${described.body}`);
  if (plan) await giveRunningPlan(app, made.id);
  return made;
}
