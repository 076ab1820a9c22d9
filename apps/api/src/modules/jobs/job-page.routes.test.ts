import {
  applicationMovePath,
  applicationPaths,
  jobApplicationsPath,
  jobMovePath,
  jobPath,
  type ApplicationMove,
  type JobCard,
  type MyApplication,
} from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { applyingWorker, publishMondayJob } from '../../test/job-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PLACES, WORKER_SPECS, type Person, type WorkerSpec } from '../../test/worker-fixtures';

// A job's page for the workers who applied to it, whatever became of the job (issue #21: "workers
// see only the suburb until they are hired"). 25 November 2026, 11 am in Sydney.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;

const JOB_NOT_FOUND = 'No query results for model [Job].';
const STREET = '12 Hunter Street';
const STREET_2 = 'Unit 3';
const APPLY = { message: 'I have helped people with their mornings for five years.' };

type Method = 'GET' | 'POST' | 'PATCH';
function call(method: Method, url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A verified worker with a complete profile and a plan (they apply to many jobs here). */
function worker(spec: WorkerSpec): Promise<Person> {
  return applyingWorker(t.app, spec, { plan: true });
}

let clara: Person;
let addressId: string;
let ava: Person;
let ben: Person;
let cleo: Person;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const person = await signUpWithId(t.app, { user_type: 'client', first_name: 'Clara' });
  clara = { id: person.id, token: person.token };
  const home = await call('POST', '/api/addresses', clara.token, {
    address: STREET,
    address_2: STREET_2,
    ...PLACES.parramatta,
  });
  expect(home.statusCode, home.body).toBe(201);
  addressId = home.json().data.id;
  ava = await worker(WORKER_SPECS.ava);
  ben = await worker(WORKER_SPECS.ben);
  cleo = await worker(WORKER_SPECS.cleo);
}, 60_000);
afterAll(() => t.close());

/** Clara's published job in Parramatta, Monday 9 to 12, for `positions` workers. */
function openJob(positions = 1): Promise<string> {
  return publishMondayJob(t.app, clara, addressId, positions);
}

async function apply(jobId: string, who: Person): Promise<string> {
  const response = await call('POST', jobApplicationsPath(jobId), who.token, APPLY);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function move(id: string, name: ApplicationMove, who: Person): Promise<void> {
  const response = await call('POST', applicationMovePath(id, name), who.token, {});
  expect(response.statusCode, response.body).toBe(200);
}

async function hire(jobId: string, who: Person): Promise<string> {
  const id = await apply(jobId, who);
  await move(id, 'offer', clara);
  await move(id, 'accept', who);
  return id;
}

async function moveJob(jobId: string, name: 'pause' | 'close'): Promise<void> {
  const response = await call('POST', jobMovePath(jobId, name), clara.token, {});
  expect(response.statusCode, response.body).toBe(200);
}

/** Past its closing date, before the expiry sweep has marked it: it reads expired at once. */
async function pastClosing(jobId: string): Promise<void> {
  await t.app.ctx.db
    .update(jobs)
    .set({ closes_at: new Date('2026-11-24T00:00:00Z') })
    .where(eq(jobs.id, jobId));
}

async function page(jobId: string, who: Person): Promise<JobCard> {
  const response = await call('GET', jobPath(jobId), who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function expectNotFound(jobId: string, who: Person): Promise<void> {
  const response = await call('GET', jobPath(jobId), who.token);
  expect([response.statusCode, response.json().message]).toEqual([404, JOB_NOT_FOUND]);
}

describe('a job’s page for the worker hired for it', () => {
  it('opens once the job is filled, says so, and shows the street address as the job’s place', async () => {
    const jobId = await openJob();
    const applicationId = await hire(jobId, ava);
    const seen = await page(jobId, ava);
    expect(seen).toMatchObject({
      view: 'worker',
      id: jobId,
      state: 'filled',
      title: 'Monday morning help',
      place: { street: `${STREET}, ${STREET_2}`, suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      schedule: { kind: 'weekly', times: [{ day: 'monday', start: '09:00:00', end: '12:00:00' }] },
      rates: { weekday_hourly_rate: 6_500 },
      client_first_name: 'Clara',
      my_application: { id: applicationId, state: 'hired' },
    });
  });

  it('sees the street while a two-person job is still open, and after its client closes it', async () => {
    const jobId = await openJob(2);
    await hire(jobId, ava);
    expect(await page(jobId, ava)).toMatchObject({
      state: 'open',
      place: { street: `${STREET}, ${STREET_2}` },
      my_application: { state: 'hired' },
    });
    await moveJob(jobId, 'close');
    expect(await page(jobId, ava)).toMatchObject({
      state: 'closed',
      place: { street: `${STREET}, ${STREET_2}` },
      my_application: { state: 'hired' },
    });
  });

  it('shows no street once the client’s address names another place than the job’s', async () => {
    const jobId = await openJob();
    await hire(jobId, ava);
    const moved = await call('PATCH', `/api/addresses/${addressId}`, clara.token, {
      address: '5 George Street',
      ...PLACES.strathfield,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    try {
      const seen = await page(jobId, ava);
      expect(seen.place).toEqual({ suburb: 'Parramatta', state: 'NSW', postcode: '2150' });
    } finally {
      const back = await call('PATCH', `/api/addresses/${addressId}`, clara.token, {
        address: STREET,
        ...PLACES.parramatta,
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });
});

describe('a job’s page for a worker who applied, whatever became of the job', () => {
  it.each<[string, (jobId: string, applicationId: string) => Promise<void>, string, string]>([
    ['paused, application sent', (jobId) => moveJob(jobId, 'pause'), 'paused', 'applied'],
    [
      'paused, shortlisted',
      async (jobId, id) => {
        await move(id, 'shortlist', clara);
        await moveJob(jobId, 'pause');
      },
      'paused',
      'shortlisted',
    ],
    [
      'expired, offered',
      async (jobId, id) => {
        await move(id, 'offer', clara);
        await pastClosing(jobId);
      },
      'expired',
      'offered',
    ],
    ['closed, not selected', (jobId) => moveJob(jobId, 'close'), 'closed', 'not_selected'],
    [
      'filled by another, not selected',
      async (jobId) => {
        await hire(jobId, ben);
      },
      'filled',
      'not_selected',
    ],
    [
      'closed after withdrawing',
      async (jobId, id) => {
        await move(id, 'withdraw', ava);
        await moveJob(jobId, 'close');
      },
      'closed',
      'withdrawn',
    ],
  ])('%s: opens in its state, with the suburb only', async (_, happen, jobState, applicationState) => {
    const jobId = await openJob();
    const applicationId = await apply(jobId, ava);
    await happen(jobId, applicationId);
    const response = await call('GET', jobPath(jobId), ava.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      view: 'worker',
      state: jobState,
      title: 'Monday morning help',
      place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      my_application: { id: applicationId, state: applicationState },
    });
    expect(response.json().data.place).not.toHaveProperty('street');
    expect(response.body).not.toContain('Hunter Street');
    // Anyone who did not apply gets the answer of a missing job.
    await expectNotFound(jobId, cleo);
  });

  it('lists each application with its job, whose page the worker can open', async () => {
    const jobId = await openJob();
    await hire(jobId, ava);
    const response = await call('GET', applicationPaths.applications, ava.token);
    expect(response.statusCode, response.body).toBe(200);
    const mine = (response.json().data as MyApplication[]).find((each) => each.job.id === jobId);
    expect(mine).toMatchObject({ state: 'hired', job: { id: jobId, state: 'filled' } });
    expect((await page(jobId, ava)).id).toBe(jobId);
  });
});

describe('a job’s page for everyone else', () => {
  it('shows an open job to any worker, an applicant too, with the suburb only', async () => {
    const jobId = await openJob(2);
    await hire(jobId, ava);
    await apply(jobId, ben);
    for (const who of [ben, cleo]) {
      const response = await call('GET', jobPath(jobId), who.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        state: 'open',
        place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      });
      expect(response.json().data.place).not.toHaveProperty('street');
      expect(response.body).not.toContain('Hunter Street');
    }
    expect((await page(jobId, ben)).my_application).toMatchObject({ state: 'applied' });
    expect((await page(jobId, cleo)).my_application).toBeNull();
  });

  it.each<[string, (jobId: string) => Promise<void>]>([
    ['filled', async (jobId) => void (await hire(jobId, ava))],
    ['closed', (jobId) => moveJob(jobId, 'close')],
    ['paused', (jobId) => moveJob(jobId, 'pause')],
    ['expired', pastClosing],
  ])(
    'answers a worker who did not apply to a job that is %s, and another client, as a missing job',
    async (_, end) => {
      const jobId = await openJob();
      await end(jobId);
      await expectNotFound(jobId, cleo);
      const other = await signUpWithId(t.app, { user_type: 'client' });
      await expectNotFound(jobId, { id: other.id, token: other.token });
      expect((await call('GET', jobPath(jobId), clara.token)).json().data.view).toBe('owner');
    },
  );
});
