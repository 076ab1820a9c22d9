import { JobBodySchema, type JobBody } from '@alongside/contract';
import { australianDate } from '@alongside/domain';
import type { AppContext } from '../lib/app-context';
import { findUserByEmail } from '../modules/account/account.repository';
import { listAddresses } from '../modules/addresses/addresses.service';
import { actOnJob, createJob } from '../modules/jobs/jobs.service';

/**
 * Clara's jobs (README "Demo accounts"): two open ones near her home in Parramatta that Wes, the
 * verified demo worker in Westmead, finds on his job board, and a draft she has not finished.
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
}
