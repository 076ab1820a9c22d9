import { JOB_LIST_MESSAGES, jobMovePath, jobPath, jobPaths, type JobCard } from '@alongside/contract';
import { JOB_CONDITION_TEXTS } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notificationsOf } from '../../test/verification-helpers';
import { PLACES, addHome, createWorker, type Place, type WorkerSpec } from '../../test/worker-fixtures';
import { runJobAlertSweep } from './job-alerts.service';

// 25 November 2026, 11 am in Sydney. Distances from Parramatta: Strathfield 10.34 km, Liverpool 14.90 km.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;

const WEEKDAYS_9_TO_5 = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
  day,
  start: '09:00:00',
  end: '17:00:00',
}));

/** Mia works from Parramatta, up to 12 km, weekdays 9 to 5: personal care and transport, with a car. */
const MIA: WorkerSpec = {
  first_name: 'Mia',
  last_name: 'Rossi',
  place: PLACES.parramatta,
  gender: 'female',
  services: ['personal_care', 'transport'],
  rate: 6000,
  car: 'has_car',
  languages: ['English', 'Italian'],
  availability: WEEKDAYS_9_TO_5,
  client_genders: ['female', 'male', 'non_binary'],
  range: 12,
};

const weekly = (day: string, start: string, end: string) => ({
  kind: 'weekly',
  times: [{ day, start, end }],
  starts_on: '2026-12-01',
  ends_on: null,
});

let mia: { id: string; token: string };
let client: { id: string; token: string; homes: Record<string, string> };
const posted: Record<string, JobCard['id']> = {};

function call(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function post(name: string, place: Place, details: object, publish = true) {
  const made = await t.app.inject({
    method: 'POST',
    url: jobPaths.jobs,
    headers: { authorization: `Bearer ${client.token}` },
    payload: {
      title: name,
      description: `The ${name} job.`,
      services: ['personal_care'],
      schedule: weekly('tuesday', '09:00:00', '12:00:00'),
      rates: { weekday_hourly_rate: 6_500 },
      address_id: client.homes[place.suburb],
      ...details,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data.id as string;
  if (publish) {
    const published = await t.app.inject({
      method: 'POST',
      url: jobMovePath(id, 'publish'),
      headers: { authorization: `Bearer ${client.token}` },
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
  }
  posted[name] = id;
  clock.advance(60);
  return id;
}

async function board(query = '', token = mia.token): Promise<string[]> {
  const response = await call(`${jobPaths.jobs}${query ? `?${query}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((card: JobCard) => card.title);
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  mia = await createWorker(t.app, MIA);
  const person = await signUpWithId(t.app, { user_type: 'client', first_name: 'Clara' });
  const homes: Record<string, string> = {};
  for (const place of [PLACES.parramatta, PLACES.strathfield, PLACES.liverpool]) {
    homes[place.suburb] = (await addHome(t.app, person.token, place)).id;
  }
  client = { id: person.id, token: person.token, homes };

  await post('Tuesday care', PLACES.parramatta, {});
  await post('Monday drive', PLACES.strathfield, {
    services: ['transport'],
    schedule: weekly('monday', '10:00:00', '11:00:00'),
    rates: { weekday_hourly_rate: 7_000 },
  });
  await post('Too far', PLACES.liverpool, {});
  await post('Gardening', PLACES.parramatta, { services: ['household_tasks'] });
  await post('Saturday care', PLACES.parramatta, {
    schedule: weekly('saturday', '09:00:00', '12:00:00'),
    rates: { weekend_hourly_rate: 8_000 },
  });
  await post('Needs CPR', PLACES.parramatta, {
    preferences: { credentials: ['cpr_certificate'] },
  });
  await post('A man please', PLACES.parramatta, { preferences: { worker_gender: 'male' } });
  await post('Still a draft', PLACES.parramatta, {}, false);
  const paused = await post('Paused', PLACES.parramatta, {});
  await t.app.inject({
    method: 'POST',
    url: jobMovePath(paused, 'pause'),
    headers: { authorization: `Bearer ${client.token}` },
    payload: {},
  });
});
afterAll(() => t.close());

describe('the job board', () => {
  it('shows a worker the open jobs that match them on both sides, best match first', async () => {
    // Tuesday care: 3 for the shared service and 1 for being within 10 km; Monday drive: 3.
    expect(await board()).toEqual(['Tuesday care', 'Monday drive']);
  });

  it('shows each job as a worker may see it: suburb, distance, the client by first name, and why it suits them', async () => {
    const response = await call(jobPaths.jobs, mia.token);
    const [care, drive] = response.json().data as JobCard[];
    expect(care).toMatchObject({
      title: 'Tuesday care',
      place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      distance_km: 0,
      client_first_name: 'Clara',
      hours_per_week: 3,
      match_reasons: ['100 m away', 'Personal care', 'Tuesday mornings fit your availability'],
      unmet: [],
    });
    expect(drive).toMatchObject({
      distance_km: 10.3,
      match_reasons: ['10 km away', 'Transport', 'Monday mornings fit your availability'],
    });
    expect(JSON.stringify(response.json())).not.toContain('Church Street');
    expect(response.json().meta).toEqual({ page: 1, limit: 20, total: 2, last_page: 1, setup: [] });
  });

  it.each([
    ['sort=-published_at', ['Monday drive', 'Tuesday care']],
    ['sort=distance', ['Tuesday care', 'Monday drive']],
    ['sort=-rate', ['Monday drive', 'Tuesday care']],
    ['filter[distance_km]=5', ['Tuesday care']],
    ['filter[services]=transport', ['Monday drive']],
    ['filter[days]=monday,friday', ['Monday drive']],
    ['filter[min_rate]=6600', ['Monday drive']],
    ['limit=1&page=2', ['Monday drive']],
  ])('with %s finds %j', async (query, titles) => {
    expect(await board(query)).toEqual(titles);
  });

  it('answers a page past the end with no jobs and the true total', async () => {
    const response = await call(`${jobPaths.jobs}?page=5`, mia.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      meta: { page: 5, limit: 20, total: 2, last_page: 1, setup: [] },
    });
  });

  it('finds only jobs posted within the days asked', async () => {
    const before = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, posted['Tuesday care']!));
    await t.app.ctx.db
      .update(jobs)
      .set({ published_at: new Date(clock.now().getTime() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(jobs.id, posted['Tuesday care']!));
    try {
      expect(await board('filter[posted_within_days]=2')).toEqual(['Monday drive']);
      expect(await board('filter[posted_within_days]=4')).toEqual(['Tuesday care', 'Monday drive']);
    } finally {
      await t.app.ctx.db
        .update(jobs)
        .set({ published_at: before[0]!.published_at })
        .where(eq(jobs.id, posted['Tuesday care']!));
    }
  });

  it('tells a worker whose profile cannot match yet what to add', async () => {
    const newcomer = await signUpWithId(t.app, { user_type: 'worker' });
    const response = await call(jobPaths.jobs, newcomer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      meta: {
        page: 1,
        limit: 20,
        total: 0,
        last_page: 1,
        setup: ['address', 'travel_range', 'services', 'availability'],
      },
    });
  });

  it.each([
    ['filter[state]=open', 400],
    ['filter[suburb]=Parramatta', 400],
    ['filter[distance_km]=0', 422],
    ['filter[distance_km]=201', 422],
    ['filter[services]=gardening', 422],
    ['filter[days]=someday', 422],
    ['filter[min_rate]=-5', 422],
    ['filter[posted_within_days]=61', 422],
    ['sort=cheapest', 422],
    ['sort=-updated_at', 422],
  ])('answers %s with %i', async (query, status) => {
    expect((await call(`${jobPaths.jobs}?${query}`, mia.token)).statusCode).toBe(status);
  });

  it('lists the newest and the recommended in their own orders, with the same filters and no sort', async () => {
    const titles = async (url: string) =>
      ((await call(url, mia.token)).json().data as JobCard[]).map((card) => card.title);
    expect(await titles(jobPaths.recent)).toEqual(['Monday drive', 'Tuesday care']);
    expect(await titles(jobPaths.recommended)).toEqual(['Tuesday care', 'Monday drive']);
    expect(await titles(`${jobPaths.recommended}?filter[services]=transport`)).toEqual(['Monday drive']);
    expect((await call(`${jobPaths.recent}?sort=distance`, mia.token)).statusCode).toBe(400);
  });

  it('keeps the recent and recommended lists for workers: a client gets 403 with the reason, anyone signed out 401', async () => {
    for (const url of [jobPaths.recent, jobPaths.recommended]) {
      const refused = await call(url, client.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(JOB_LIST_MESSAGES.workersOnly);
      expect((await call(url)).statusCode).toBe(401);
    }
    expect((await call(jobPaths.jobs)).statusCode).toBe(401);
  });
});

describe('one open job, as a worker sees it', () => {
  it('says why a matching job suits them', async () => {
    const response = await call(jobPath(posted['Tuesday care']!), mia.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      view: 'worker',
      title: 'Tuesday care',
      match_reasons: ['100 m away', 'Personal care', 'Tuesday mornings fit your availability'],
      unmet: [],
    });
  });

  it.each([
    ['Too far', [JOB_CONDITION_TEXTS.within_worker_range]],
    ['Gardening', [JOB_CONDITION_TEXTS.services]],
    ['Saturday care', [JOB_CONDITION_TEXTS.availability]],
    ['Needs CPR', [JOB_CONDITION_TEXTS.credentials]],
    ['A man please', [JOB_CONDITION_TEXTS.worker_gender]],
  ])('says in plain words what they do not meet for %s', async (title, unmet) => {
    const response = await call(jobPath(posted[title]!), mia.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.unmet).toEqual(unmet);
  });

  it('answers 404 for a draft, a paused job, a missing one and a malformed id', async () => {
    for (const id of [
      posted['Still a draft']!,
      posted['Paused']!,
      '00000000-0000-4000-8000-000000000000',
      'x',
    ]) {
      const response = await call(jobPath(id), mia.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No query results for model [Job].');
    }
  });

  it('is for workers and the owner: another client gets the not-found answer, anyone signed out 401', async () => {
    const other = await signUpWithId(t.app, { user_type: 'client' });
    expect((await call(jobPath(posted['Tuesday care']!), other.token)).statusCode).toBe(404);
    expect((await call(jobPath(posted['Tuesday care']!), client.token)).json().data.view).toBe('owner');
    expect((await call(jobPath(posted['Tuesday care']!))).statusCode).toBe(401);
  });
});

describe('job alerts', () => {
  it('tell each worker in the app of a newly published job they match, once, and nothing of the others', async () => {
    await runJobAlertSweep(t.app.ctx);
    const alerts = (await notificationsOf(t.app, mia.id)).filter((notice) => notice.kind === 'job_alert');
    expect(alerts.map((notice) => notice.title).sort()).toEqual([
      'A new job that suits you: Monday drive',
      'A new job that suits you: Tuesday care',
    ]);
    expect(alerts.find((notice) => notice.title.endsWith('Tuesday care'))).toMatchObject({
      body: 'In Parramatta. Read it and apply while it is open.',
      link: `/jobs/${posted['Tuesday care']}`,
    });
    expect(await runJobAlertSweep(t.app.ctx)).toEqual({ runs: 0, alerted: 0 });
    expect((await notificationsOf(t.app, client.id)).some((notice) => notice.kind === 'job_alert')).toBe(
      false,
    );
  });
});
