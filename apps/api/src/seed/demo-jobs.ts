import { JobBodySchema, RequestBodySchema, type JobBody } from '@alongside/contract';
import { australianDate } from '@alongside/domain';
import type { AppContext } from '../lib/app-context';
import { findUserByEmail } from '../modules/account/account.repository';
import { listAddresses } from '../modules/addresses/addresses.service';
import { actOnJob, createJob } from '../modules/jobs/jobs.service';
import { sendRequest } from '../modules/jobs/requests.service';

/**
 * Clara's jobs (README "Demo accounts"): two open ones near her home in Parramatta that Wes, the
 * verified demo worker in Westmead, finds on his job board, and a draft she has not finished; and
 * her request to Wes, waiting for his answer.
 */
function demoJobs(today: string): { body: JobBody; publish: boolean }[] {
  return [
    {
      publish: true,
      body: {
        services: ['personal_care'],
        title: 'Help with my morning routine',
        description:
          'Showering, dressing and breakfast on Tuesday and Thursday mornings, then a short walk if the weather is kind.',
        schedule: {
          kind: 'weekly',
          times: [
            { day: 'tuesday', start: '08:00:00', end: '10:00:00' },
            { day: 'thursday', start: '08:00:00', end: '10:00:00' },
          ],
          starts_on: today,
          ends_on: null,
        },
        rates: { weekday_hourly_rate: 6_800, travel_per_km_rate: 99 },
        preferences: { credentials: ['wwc'] },
      },
    },
    {
      publish: true,
      body: {
        services: ['transport', 'community_access'],
        title: 'A lift to the shops and back',
        description:
          'A drive to Westfield Parramatta on Friday mornings, help with the bags, and home again.',
        schedule: {
          kind: 'weekly',
          times: [{ day: 'friday', start: '10:00:00', end: '12:00:00' }],
          starts_on: today,
          ends_on: null,
        },
        rates: { weekday_hourly_rate: 6_000, travel_per_km_rate: 99 },
        preferences: { car: 'needed' },
      },
    },
    {
      publish: false,
      body: { services: ['household_tasks'], title: 'Cleaning once a fortnight', draft_step: 'about' },
    },
  ];
}

export async function seedDemoJobs(ctx: AppContext): Promise<void> {
  const clara = await findUserByEmail(ctx.db, 'client@example.com');
  if (!clara) return;
  const [home] = (await listAddresses(ctx, clara.id, { page: 1, limit: 1 })).data;
  for (const { body, publish } of demoJobs(australianDate(ctx.clock.now()))) {
    const input = JobBodySchema.parse({ ...body, ...(publish && home ? { address_id: home.id } : {}) });
    const job = await createJob(ctx, clara, input);
    if (publish) await actOnJob(ctx, clara, job.id, { action: 'publish' });
  }
  // Wes has a request from Clara waiting for his answer: Saturday mornings at her home.
  const wes = await findUserByEmail(ctx.db, 'worker@example.com');
  if (!wes || !home) return;
  await sendRequest(
    ctx,
    clara,
    RequestBodySchema.parse({
      kind: 'support',
      worker_id: wes.id,
      services: ['personal_care', 'household_tasks'],
      schedule: {
        kind: 'weekly',
        times: [{ day: 'saturday', start: '09:00:00', end: '11:00:00' }],
        starts_on: australianDate(ctx.clock.now()),
        ends_on: null,
      },
      address_id: home.id,
      message:
        'Could you help me with the house and a shower on Saturday mornings? My daughter is away for a month.',
    }),
  );
}
