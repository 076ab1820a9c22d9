import {
  ERROR_MESSAGES,
  JOB_MESSAGES,
  jobActionRefusedMessage,
  jobPath,
  jobMovePath,
  jobPaths,
  type Job,
} from '@alongside/contract';
import { JOB_PUBLISH_MESSAGES, MAX_JOB_DRAFTS } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { getSession, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

// 25 November 2026, 11 am in Sydney.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const NOT_FOUND = 'No query results for model [Job].';
const DAY_MS = 24 * 60 * 60 * 1000;

const HOME = { address: '1 Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' };

/** Every detail a job needs to be published: weekday mornings, so only the weekday rate. */
const COMPLETE = {
  services: ['personal_care'],
  title: 'Morning routine help',
  description: 'Help with showering, dressing and breakfast.',
  schedule: {
    kind: 'weekly',
    times: [
      { day: 'tuesday', start: '07:00:00', end: '09:00:00' },
      { day: 'thursday', start: '07:00:00', end: '09:00:00' },
    ],
    starts_on: '2026-12-01',
    ends_on: null,
  },
  rates: { weekday_hourly_rate: 6_500 },
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(method: Method, url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function person(userType: 'client' | 'worker' = 'client') {
  const { token } = await signUp(t.app, { user_type: userType });
  const user = (await getSession(t.app, token)).json().user as { id: string };
  return { token, id: user.id };
}

/** A client with a home address, ready to post. */
async function client() {
  const someone = await person('client');
  const address = await call('POST', '/api/addresses', someone.token, HOME);
  expect(address.statusCode, address.body).toBe(201);
  return { ...someone, addressId: address.json().data.id as string };
}

async function draft(token: string, body: unknown = {}): Promise<Job> {
  const response = await call('POST', jobPaths.jobs, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function act(token: string, id: string, action: string, body: object = {}) {
  return call('POST', jobMovePath(id, action as 'publish'), token, body);
}

/** A published job of `owner`'s. */
async function openJob(owner: { token: string; addressId: string }): Promise<Job> {
  const job = await draft(owner.token, { ...COMPLETE, address_id: owner.addressId });
  const response = await act(owner.token, job.id, 'publish');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function stored(clientId: string) {
  return t.app.ctx.db.select().from(jobs).where(eq(jobs.client_id, clientId));
}

describe('a draft saved step by step', () => {
  it('starts with what the first step has, and says what is still missing', async () => {
    const { token, id } = await client();
    const job = await draft(token, { services: ['personal_care', 'transport'], draft_step: 'about' });
    expect(job).toMatchObject({
      state: 'draft',
      services: ['personal_care', 'transport'],
      title: null,
      description: '',
      place: null,
      schedule: null,
      positions: 1,
      open_days: 30,
      draft_step: 'about',
      preferences: { worker_gender: 'no_preference', car: 'not_needed', languages: [], credentials: [] },
      published_at: null,
      closes_at: null,
    });
    expect(job.missing).toEqual({
      title: JOB_PUBLISH_MESSAGES.title,
      description: JOB_PUBLISH_MESSAGES.description,
      address_id: JOB_PUBLISH_MESSAGES.address_id,
      schedule: JOB_PUBLISH_MESSAGES.schedule,
    });
    expect(await stored(id)).toHaveLength(1);
  });

  it('keeps each step on the server, so the form can be resumed on another device', async () => {
    const owner = await client();
    const job = await draft(owner.token, { services: ['personal_care'] });
    for (const step of [
      { title: 'Morning routine help', description: 'Showering and breakfast.', draft_step: 'where' },
      { address_id: owner.addressId, draft_step: 'when' },
      { schedule: COMPLETE.schedule, draft_step: 'workers' },
      { positions: 2, draft_step: 'rates' },
      { rates: { weekday_hourly_rate: 6_500, travel_per_km_rate: 99 }, draft_step: 'preferences' },
      {
        preferences: { worker_gender: 'female', car: 'needed', languages: ['Greek'], credentials: ['wwc'] },
        draft_step: 'open_for',
      },
      { open_days: 14, draft_step: 'preview' },
    ]) {
      const response = await call('PATCH', jobPath(job.id), owner.token, step);
      expect(response.statusCode, response.body).toBe(200);
    }
    const again = await call('GET', jobPath(job.id), owner.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      state: 'draft',
      title: 'Morning routine help',
      address_id: owner.addressId,
      place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      hours_per_week: 4,
      positions: 2,
      rates: {
        weekday_hourly_rate: 6_500,
        weekday_night_hourly_rate: null,
        weekend_hourly_rate: null,
        weekend_night_hourly_rate: null,
        travel_per_km_rate: 99,
      },
      preferences: { worker_gender: 'female', car: 'needed', languages: ['Greek'], credentials: ['wwc'] },
      open_days: 14,
      draft_step: 'preview',
      missing: {},
    });
    // Workers see the suburb only: the street is never copied onto the job.
    expect(JSON.stringify(again.json())).not.toContain('Church Street');
  });

  it('clears a title, a place or a schedule with null', async () => {
    const owner = await client();
    const job = await draft(owner.token, { ...COMPLETE, address_id: owner.addressId });
    const response = await call('PATCH', jobPath(job.id), owner.token, {
      title: null,
      address_id: null,
      schedule: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: null,
      address_id: null,
      place: null,
      schedule: null,
    });
  });

  it.each([
    [
      'an oversize title',
      { title: 'x'.repeat(81) },
      { title: ['A title for the job must be 80 characters or fewer.'] },
    ],
    [
      'a NUL byte in the description',
      { description: 'Help\u0000' },
      { description: ['What the support involves has a character we cannot accept.'] },
    ],
    [
      'an unknown service',
      { services: ['gardening'] },
      { 'services.0': ['Choose a service from the list.'] },
    ],
    ['no worker', { positions: 0 }, { positions: ['Enter 1 worker or more.'] }],
    ['six workers', { positions: 6 }, { positions: ['Enter 5 workers or fewer.'] }],
    ['61 days open', { open_days: 61 }, { open_days: ['Keep the job open for 60 days or fewer.'] }],
    [
      'a rate in dollars',
      { rates: { weekday_hourly_rate: 65.5 } },
      { 'rates.weekday_hourly_rate': ['Enter an amount in whole cents.'] },
    ],
    [
      'a negative rate',
      { rates: { weekend_hourly_rate: -500 } },
      { 'rates.weekend_hourly_rate': ['Enter an hourly rate of $1.00 or more.'] },
    ],
    [
      'a rate as text',
      { rates: { weekday_hourly_rate: 'abc' } },
      { 'rates.weekday_hourly_rate': ['Enter an amount in whole cents.'] },
    ],
    [
      'a huge travel rate',
      { rates: { travel_per_km_rate: 1e15 } },
      { 'rates.travel_per_km_rate': ['Enter a travel rate of $5.00 per km or less.'] },
    ],
    [
      'an end before the start',
      { schedule: { kind: 'one_off', date: '2026-12-01', start: '12:00:00', end: '09:00:00' } },
      { 'schedule.end': ['The end time must be after the start time.'] },
    ],
    ['an unknown field', { budget: 100 }, { budget: [ERROR_MESSAGES.unknownField] }],
    ['an address id that is no id', { address_id: 'home' }, { address_id: [JOB_MESSAGES.addressUnknown] }],
  ])('refuses %s with the field’s message and stores nothing', async (_kind, body, errors) => {
    const { token, id } = await client();
    const response = await call('POST', jobPaths.jobs, token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await stored(id)).toEqual([]);
  });

  it('refuses someone else’s address as the place, and changes nothing', async () => {
    const owner = await client();
    const stranger = await client();
    const job = await draft(owner.token, { services: ['personal_care'] });
    const created = await call('POST', jobPaths.jobs, owner.token, { address_id: stranger.addressId });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ address_id: [JOB_MESSAGES.addressUnknown] });
    const changed = await call('PATCH', jobPath(job.id), owner.token, { address_id: stranger.addressId });
    expect(changed.statusCode).toBe(422);
    expect((await stored(owner.id)).map((row) => row.address_id)).toEqual([null]);
  });

  it('refuses an empty change', async () => {
    const owner = await client();
    const job = await draft(owner.token);
    const response = await call('PATCH', jobPath(job.id), owner.token, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(JOB_MESSAGES.nothingToSave);
  });

  it(`keeps at most ${MAX_JOB_DRAFTS} drafts`, async () => {
    const owner = await client();
    for (let index = 0; index < MAX_JOB_DRAFTS; index++) await draft(owner.token);
    const response = await call('POST', jobPaths.jobs, owner.token, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(JOB_MESSAGES.tooManyDrafts);
    expect(await stored(owner.id)).toHaveLength(MAX_JOB_DRAFTS);
  });

  it('deletes a draft, and nothing else', async () => {
    const owner = await client();
    const job = await draft(owner.token);
    const open = await openJob(owner);
    const refused = await call('DELETE', jobPath(open.id), owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(JOB_MESSAGES.notDeletable);
    expect((await call('DELETE', jobPath(job.id), owner.token)).statusCode).toBe(200);
    expect((await stored(owner.id)).map((row) => row.id)).toEqual([open.id]);
  });
});

describe('publishing and the lifecycle', () => {
  it('refuses to publish a job with details missing, saying which', async () => {
    const owner = await client();
    const job = await draft(owner.token, {
      ...COMPLETE,
      address_id: owner.addressId,
      schedule: { kind: 'one_off', date: '2026-11-28', start: '09:00:00', end: '12:00:00' },
      title: null,
    });
    const response = await act(owner.token, job.id, 'publish');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: JOB_MESSAGES.missingDetails,
      errors: {
        title: [JOB_PUBLISH_MESSAGES.title],
        'rates.weekend_hourly_rate': ['Enter the Saturday rate: some of the times fall then.'],
      },
    });
    expect((await stored(owner.id))[0]?.state).toBe('draft');
  });

  it('publishes for 30 days by default, or as many as asked', async () => {
    const owner = await client();
    const job = await openJob(owner);
    expect(job).toMatchObject({ state: 'open', published_at: clock.now().toISOString() });
    expect(Date.parse(job.closes_at!) - clock.now().getTime()).toBe(30 * DAY_MS);

    const other = await draft(owner.token, { ...COMPLETE, address_id: owner.addressId });
    const response = await act(owner.token, other.id, 'publish', { open_days: 7 });
    expect(response.json().message).toBe(JOB_MESSAGES.action.publish);
    expect(response.json().data.open_days).toBe(7);
    expect(Date.parse(response.json().data.closes_at) - clock.now().getTime()).toBe(7 * DAY_MS);
  });

  it('pauses, resumes, closes and reopens as the table says, and refuses any other move with 409', async () => {
    const owner = await client();
    const job = await openJob(owner);
    const steps: [string, number, string][] = [
      ['publish', 409, 'open'],
      ['resume', 409, 'open'],
      ['pause', 200, 'paused'],
      ['pause', 409, 'paused'],
      ['resume', 200, 'open'],
      ['close', 200, 'closed'],
      ['pause', 409, 'closed'],
      ['close', 409, 'closed'],
      ['reopen', 200, 'open'],
    ];
    for (const [action, status, state] of steps) {
      const before = (await stored(owner.id))[0]!.state;
      const response = await act(owner.token, job.id, action);
      expect(response.statusCode, `${action} from ${before}`).toBe(status);
      if (status === 409) {
        expect(response.json().message).toBe(jobActionRefusedMessage(action as 'pause', before));
      } else {
        expect(response.json().message).toBe(JOB_MESSAGES.action[action as 'pause']);
      }
      expect((await stored(owner.id))[0]?.state).toBe(state);
    }
  });

  it('reopens with a new closing date counted from the day it reopens', async () => {
    const owner = await client();
    const job = await openJob(owner);
    await act(owner.token, job.id, 'close');
    clock.advance(5 * 60);
    const response = await act(owner.token, job.id, 'reopen', { open_days: 10 });
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().data.closes_at) - clock.now().getTime()).toBe(10 * DAY_MS);
    expect(response.json().data.published_at).toBe(job.published_at);
  });

  it('has no move the lifecycle table keeps for the app, and refuses an unknown field', async () => {
    const owner = await client();
    const job = await draft(owner.token);
    // Filling and expiring are the app's moves: no route makes them.
    expect((await act(owner.token, job.id, 'fill')).statusCode).toBe(404);
    expect((await act(owner.token, job.id, 'expire')).statusCode).toBe(404);
    const extra = await act(owner.token, job.id, 'publish', { state: 'open' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ state: [ERROR_MESSAGES.unknownField] });
    const closeFor = await act(owner.token, job.id, 'close', { open_days: 5 });
    expect(closeFor.statusCode).toBe(422);
    expect(closeFor.json().errors).toEqual({ open_days: [ERROR_MESSAGES.unknownField] });
    expect((await stored(owner.id))[0]?.state).toBe('draft');
  });

  it('replaces every detail with PUT, and refuses a PUT that leaves one out', async () => {
    const owner = await client();
    const job = await draft(owner.token, { ...COMPLETE, address_id: owner.addressId });
    const whole = {
      ...COMPLETE,
      title: 'Evening help',
      address_id: null,
      positions: 2,
      preferences: {},
      open_days: 14,
    };
    const replaced = await call('PUT', jobPath(job.id), owner.token, whole);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({
      title: 'Evening help',
      place: null,
      positions: 2,
      open_days: 14,
    });
    const partial = await call('PUT', jobPath(job.id), owner.token, { title: 'Only this' });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors)).toEqual(
      expect.arrayContaining(['services', 'description', 'address_id', 'schedule', 'rates']),
    );
    expect((await stored(owner.id))[0]?.title).toBe('Evening help');
  });

  it('lets an open job be edited while it stays publishable, and a closed one not at all', async () => {
    const owner = await client();
    const job = await openJob(owner);
    const edited = await call('PATCH', jobPath(job.id), owner.token, { title: 'Morning help, Tuesdays' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ state: 'open', title: 'Morning help, Tuesdays' });

    const unpublishable = await call('PATCH', jobPath(job.id), owner.token, { title: null });
    expect(unpublishable.statusCode).toBe(422);
    expect(unpublishable.json().errors).toEqual({ title: [JOB_PUBLISH_MESSAGES.title] });

    const longer = await call('PATCH', jobPath(job.id), owner.token, { open_days: 45 });
    expect(Date.parse(longer.json().data.closes_at) - clock.now().getTime()).toBe(45 * DAY_MS);

    await act(owner.token, job.id, 'close');
    const closed = await call('PATCH', jobPath(job.id), owner.token, { title: 'Too late' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(JOB_MESSAGES.notEditable);
    expect((await stored(owner.id))[0]?.title).toBe('Morning help, Tuesdays');
  });

  it('posts a closed job again as a new draft with its details; the old one stays as it was', async () => {
    const owner = await client();
    const job = await openJob(owner);
    const early = await call('POST', jobMovePath(job.id, 'repost'), owner.token, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(JOB_MESSAGES.notRepostable);

    await act(owner.token, job.id, 'close');
    const response = await call('POST', jobMovePath(job.id, 'repost'), owner.token, {});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      state: 'draft',
      title: COMPLETE.title,
      services: COMPLETE.services,
      place: { suburb: 'Parramatta' },
      draft_step: 'preview',
      reposted_from: job.id,
      published_at: null,
      closes_at: null,
    });
    const states = (await stored(owner.id)).map((row) => row.state).sort();
    expect(states).toEqual(['closed', 'draft']);
  });
});

describe('my jobs', () => {
  it('lists the caller’s jobs with the count in each state, by state on request', async () => {
    const owner = await client();
    const first = await openJob(owner);
    clock.advance(60);
    await draft(owner.token, { title: 'Weekend outings' });
    clock.advance(60);
    const paused = await openJob(owner);
    await act(owner.token, paused.id, 'pause');
    await openJob(await client());

    const all = await call('GET', jobPaths.jobs, owner.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((job: Job) => job.state)).toEqual(['paused', 'draft', 'open']);
    expect(all.json().meta).toEqual({
      page: 1,
      limit: 20,
      total: 3,
      last_page: 1,
      counts: { draft: 1, open: 1, paused: 1, filled: 0, closed: 0, expired: 0 },
    });

    const open = await call('GET', `${jobPaths.jobs}?filter[state]=open&sort=closes_at`, owner.token);
    expect(open.json().data.map((job: Job) => job.id)).toEqual([first.id]);
    expect(open.json().meta.total).toBe(1);

    const page2 = await call('GET', `${jobPaths.jobs}?page=2&limit=2`, owner.token);
    expect(page2.json().data).toHaveLength(1);
    expect(page2.json().meta).toMatchObject({ page: 2, limit: 2, total: 3, last_page: 2 });
  });

  it.each([
    ['filter[suburb]=Parramatta', 400],
    ['filter[distance_km]=5', 400],
    ['filter[state]=live', 422],
    ['sort=price', 422],
    ['sort=best_match', 422],
    ['limit=51', 422],
  ])('answers %s with %i', async (query, status) => {
    const owner = await client();
    expect((await call('GET', `${jobPaths.jobs}?${query}`, owner.token)).statusCode).toBe(status);
  });
});

describe('who may call', () => {
  it('refuses workers with 403: jobs are posted by people looking for support', async () => {
    const worker = await person('worker');
    const response = await call('POST', jobPaths.jobs, worker.token, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(JOB_MESSAGES.clientsOnly);
    expect(await stored(worker.id)).toEqual([]);
  });

  it('answers 401 to anyone signed out', async () => {
    for (const [method, url] of [
      ['GET', jobPaths.jobs],
      ['POST', jobPaths.jobs],
      ['GET', jobPath('00000000-0000-4000-8000-000000000000')],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });

  it('answers 404 for someone else’s job, a missing one and a malformed id, and changes nothing', async () => {
    const owner = await client();
    const job = await openJob(owner);
    const stranger = await client();
    const worker = await person('worker');
    for (const id of [job.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const someone of [stranger, worker]) {
        for (const [method, url, body] of [
          ['GET', jobPath(id), undefined],
          ['PATCH', jobPath(id), { title: 'Mine now' }],
          [
            'PUT',
            jobPath(id),
            {
              ...COMPLETE,
              title: 'Mine now',
              address_id: null,
              positions: 1,
              preferences: {},
              open_days: 30,
            },
          ],
          ['DELETE', jobPath(id), undefined],
          ['POST', jobMovePath(id, 'close'), {}],
          ['POST', jobMovePath(id, 'repost'), {}],
        ] as const) {
          // A worker reads an open job as workers see it (the job board's tests).
          if (someone === worker && method === 'GET' && id === job.id) continue;
          const response = await call(method, url, someone.token, body);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.json().message).toBe(NOT_FOUND);
        }
      }
    }
    expect((await stored(owner.id)).map((row) => [row.state, row.title])).toEqual([['open', COMPLETE.title]]);
  });
});
