import {
  APPLICATION_LIST_MESSAGES,
  APPLICATION_MESSAGES,
  ERROR_MESSAGES,
  JOB_FIELDS,
  JOB_INCLUDES,
  LIST_QUERY_MESSAGES,
  applicationMovePath,
  applicationPaths,
  SUBSCRIPTION_MESSAGES,
  chatPaths,
  jobApplicationsPath,
  jobMovePath,
  jobPath,
  jobPaths,
  type Applicant,
  type ApplicationMove,
  type MyApplication,
} from '@alongside/contract';
import { australianDate } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, users } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { giveRunningPlan } from '../../test/subscription-helpers';
import { applyingWorker, publishMondayJob } from '../../test/job-fixtures';
import { notificationsOf } from '../../test/verification-helpers';
import { runJobExpirySweep } from './jobs.service';
import { PLACES, WORKER_SPECS, addHome, type Person, type WorkerSpec } from '../../test/worker-fixtures';

// 25 November 2026, 11 am in Sydney. The job is in Parramatta on Monday mornings.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const JOB_NOT_FOUND = 'No query results for model [Job].';
const NOT_FOUND = 'No query results for model [Application].';
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

/** A verified worker with a complete profile (a few words stand in for a photo). */
function worker(spec: WorkerSpec = WORKER_SPECS.ava): Promise<Person> {
  return applyingWorker(t.app, spec, { plan: false });
}

async function client(): Promise<Person> {
  const made = await signUpWithId(t.app, { user_type: 'client', first_name: 'Clara' });
  return { id: made.id, token: made.token };
}

/** A published job of the client's in Parramatta, Monday 9 to 12, for `positions` workers. */
async function openJob(owner: Person, positions = 1): Promise<string> {
  const home = await addHome(t.app, owner.token, PLACES.parramatta);
  return publishMondayJob(t.app, owner, home.id, positions);
}

async function apply(jobId: string, who: Person, body: object = APPLY): Promise<string> {
  const response = await call('POST', jobApplicationsPath(jobId), who.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

function move(id: string, name: ApplicationMove, who: Person, body: object = {}) {
  return call('POST', applicationMovePath(id, name), who.token, body);
}

async function applicants(jobId: string, owner: Person, query = ''): Promise<Applicant[]> {
  const response = await call('GET', `${jobApplicationsPath(jobId)}${query}`, owner.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function storedApplications(jobId: string) {
  return t.app.ctx.db.select().from(applications).where(eq(applications.job_id, jobId));
}

let ava: Person;
let ben: Person;
beforeAll(async () => {
  ava = await worker(WORKER_SPECS.ava);
  ben = await worker(WORKER_SPECS.ben);
  // Both apply to many jobs here: far more than the free allowance (3 a month) without a plan.
  await giveRunningPlan(t.app, ava.id);
  await giveRunningPlan(t.app, ben.id);
}, 60_000);

describe('the free allowance without a plan', () => {
  it('lets a worker without a plan apply 3 times a month, refuses the 4th saying why, and not with a plan', async () => {
    const clara = await client();
    const jobs = [];
    for (let n = 0; n < 4; n++) jobs.push(await openJob(clara));
    const planless = await worker(WORKER_SPECS.ava);
    for (const jobId of jobs.slice(0, 3)) await apply(jobId, planless);
    const fourth = await call('POST', jobApplicationsPath(jobs[3]!), planless.token, APPLY);
    expect([fourth.statusCode, fourth.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.allowanceUsed]);
    expect(await storedApplications(jobs[3]!)).toEqual([]);

    await giveRunningPlan(t.app, planless.id);
    await apply(jobs[3]!, planless);
  });
});

describe('applying to a job', () => {
  it('opens the conversation between the worker and the client, about the job, with the message first', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const applicationId = await apply(jobId, ben);

    const listed = await call('GET', chatPaths.conversations, clara.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const [conversation] = listed.json().data;
    expect(conversation).toMatchObject({
      other: { id: ben.id },
      about: { kind: 'application', link: `/jobs/${jobId}` },
      unread_count: 1,
      last_message: { sender_id: ben.id, body: APPLY.message },
    });
    // Sent under the application's id: sending it again (a retry) finds it, never a second copy.
    const again = await call('POST', chatPaths.messages.replace(':id', conversation.id), ben.token, {
      client_id: applicationId,
      body: APPLY.message,
    });
    expect(again.statusCode, again.body).toBe(200);
    const messages = await call('GET', chatPaths.messages.replace(':id', conversation.id), clara.token);
    expect(messages.json().data.map((message: { body: string }) => message.body)).toEqual([APPLY.message]);
  });

  it('sends the application, tells the client and shows the applicant with how they fit', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const response = await call('POST', jobApplicationsPath(jobId), ava.token, {
      ...APPLY,
      proposed_rate: 7_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: {
        job_id: jobId,
        state: 'applied',
        message: APPLY.message,
        proposed_rate: 7_000,
        actions: ['withdraw'],
      },
      message: APPLICATION_MESSAGES.applied,
    });

    const [applicant] = await applicants(jobId, clara);
    expect(applicant).toMatchObject({
      state: 'applied',
      actions: ['shortlist', 'offer', 'decline'],
      worker: {
        id: ava.id,
        first_name: 'Ava',
        last_initial: 'N',
        place_city: 'Harris Park',
        match_reasons: [expect.stringMatching(/ away$/), 'Offers Personal care', 'Available Monday mornings'],
        gaps: [],
      },
    });
    expect(applicant!.worker.badges.map((badge) => badge.document_type)).toContain('wwc');
    expect(applicant!.worker.badges[0]).toEqual({
      document_type: expect.any(String),
      text: expect.stringContaining('verified'),
    });

    const told = await notificationsOf(t.app, clara.id);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'application_received',
        title: 'New applicant for Monday morning help',
        link: `/appliedWorkerList?job=${jobId}`,
      }),
    ]);
    const mine = await call('GET', jobPath(jobId), clara.token);
    expect(mine.json().data.new_applicants).toBe(1);
    const list = await call('GET', jobPaths.jobs, clara.token);
    expect(list.json().data[0]).toMatchObject({ id: jobId, new_applicants: 1 });

    // Having applied, Ava may see Clara's details, and Clara Ava's; Ben, who did not, may not.
    const details = await call('GET', `/api/users/${clara.id}`, ava.token);
    expect(details.json().data).toMatchObject({ user_type: 'client', first_name: 'Clara' });
    expect((await call('GET', `/api/users/${ava.id}`, clara.token)).json().data.user_type).toBe('worker');
    expect((await call('GET', `/api/users/${clara.id}`, ben.token)).statusCode).toBe(404);
  });

  it.each<[string, object, Record<string, string[]>]>([
    ['no message', {}, { message: ['Write a short message to the client.'] }],
    ['a blank message', { message: '   ' }, { message: ['Write a short message to the client.'] }],
    [
      'a message over 1 000 characters',
      { message: 'a'.repeat(1001) },
      { message: ['A short message to the client must be 1000 characters or fewer.'] },
    ],
    [
      'a NUL byte',
      { message: 'Hello\u0000' },
      { message: ['A short message to the client has a character we cannot accept.'] },
    ],
    [
      'a rate below $1',
      { ...APPLY, proposed_rate: 99 },
      { proposed_rate: ['Enter an hourly rate of $1.00 or more.'] },
    ],
    [
      'a rate above $500',
      { ...APPLY, proposed_rate: 50_001 },
      { proposed_rate: ['Enter an hourly rate of $500.00 or less.'] },
    ],
    [
      'no rate at all (zero)',
      { ...APPLY, proposed_rate: 0 },
      { proposed_rate: ['Enter an hourly rate of $1.00 or more.'] },
    ],
    [
      'a negative rate',
      { ...APPLY, proposed_rate: -500 },
      { proposed_rate: ['Enter an hourly rate of $1.00 or more.'] },
    ],
    [
      'a rate in dollars',
      { ...APPLY, proposed_rate: 42.5 },
      { proposed_rate: ['Enter an amount in whole cents.'] },
    ],
    [
      'a rate as text',
      { ...APPLY, proposed_rate: 'abc' },
      { proposed_rate: ['Enter an amount in whole cents.'] },
    ],
    [
      'a huge rate',
      { ...APPLY, proposed_rate: 1e15 },
      { proposed_rate: ['Enter an hourly rate of $500.00 or less.'] },
    ],
    ['an unknown field', { ...APPLY, job_id: 'x' }, { job_id: [ERROR_MESSAGES.unknownField] }],
  ])('refuses %s with the field’s message and stores nothing', async (_, body, errors) => {
    const clara = await client();
    const jobId = await openJob(clara);
    const response = await call('POST', jobApplicationsPath(jobId), ava.token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await storedApplications(jobId)).toEqual([]);
  });

  it('refuses a guest, a client, a worker who is not ready (with what is missing) and a job no one may see', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    expect((await call('POST', jobApplicationsPath(jobId), undefined, APPLY)).statusCode).toBe(401);
    const asClient = await call('POST', jobApplicationsPath(jobId), clara.token, APPLY);
    expect([asClient.statusCode, asClient.json().message]).toEqual([403, APPLICATION_MESSAGES.workersOnly]);

    const newcomer = await signUpWithId(t.app, { user_type: 'worker' });
    const notReady = await call('POST', jobApplicationsPath(jobId), newcomer.token, APPLY);
    expect(notReady.statusCode).toBe(403);
    expect(notReady.json()).toEqual({
      message: APPLICATION_MESSAGES.notReady,
      errors: {
        requirements: [
          'A photo or a few words about you',
          'Your personal details and home address',
          'The services you offer',
          'Your rates',
          'When you are available',
          'Who you support and how far you travel',
          'Prove who you are',
        ],
      },
    });

    const draft = await call('POST', jobPaths.jobs, clara.token, { title: 'Not yet' });
    for (const id of [draft.json().data.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await call('POST', jobApplicationsPath(id), ava.token, APPLY);
      expect([response.statusCode, response.json().message]).toEqual([404, JOB_NOT_FOUND]);
    }
    expect(await storedApplications(jobId)).toEqual([]);
  });

  it.each([
    ['paused', ['pause']],
    ['closed', ['close']],
  ])('refuses a job that is %s with the reason', async (state, moves) => {
    const clara = await client();
    const jobId = await openJob(clara);
    for (const name of moves) await call('POST', jobMovePath(jobId, name as 'pause'), clara.token, {});
    const response = await call('POST', jobApplicationsPath(jobId), ava.token, APPLY);
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      APPLICATION_MESSAGES.notOpen(state),
    ]);
  });

  it('refuses a job past its closing date as expired', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    await t.app.ctx.db
      .update(jobs)
      .set({ closes_at: new Date('2026-11-24T00:00:00Z') })
      .where(eq(jobs.id, jobId));
    const response = await call('POST', jobApplicationsPath(jobId), ava.token, APPLY);
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      APPLICATION_MESSAGES.notOpen('expired'),
    ]);
  });

  it('takes one application per worker per job, also when two arrive at once; after withdrawing, another', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const [first, second] = await Promise.all([
      call('POST', jobApplicationsPath(jobId), ben.token, APPLY),
      call('POST', jobApplicationsPath(jobId), ben.token, APPLY),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const refused = first!.statusCode === 409 ? first! : second!;
    expect(refused.json().message).toBe(APPLICATION_MESSAGES.duplicate);
    expect(await storedApplications(jobId)).toHaveLength(1);

    const applied = (first!.statusCode === 201 ? first! : second!).json().data.id as string;
    const withdrawn = await move(applied, 'withdraw', ben);
    expect(withdrawn.json()).toMatchObject({
      data: { state: 'withdrawn', actions: [] },
      message: APPLICATION_MESSAGES.action.withdraw,
    });
    await apply(jobId, ben);
    expect((await storedApplications(jobId)).map((row) => row.state).sort()).toEqual([
      'applied',
      'withdrawn',
    ]);
  });
});

describe('choosing among applicants', () => {
  it('shortlists, offers and hires; a filled job ends the others kindly', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const avas = await apply(jobId, ava);
    clock.advance(60);
    const bens = await apply(jobId, ben);

    const newest = await applicants(jobId, clara, '?sort=-created_at');
    expect(newest.map((applicant) => applicant.id)).toEqual([bens, avas]);
    // Best match: Ava offers the personal care asked for on Mondays; Ben neither (two gaps).
    const best = await applicants(jobId, clara);
    expect(best.map((applicant) => applicant.id)).toEqual([avas, bens]);
    expect(best[1]!.worker.gaps).toEqual([
      'Does not list the support you asked for',
      'Is not available at all of these times',
    ]);
    const paged = await call('GET', `${jobApplicationsPath(jobId)}?limit=1&page=2`, clara.token);
    expect(paged.json()).toMatchObject({ data: [{ id: bens }], meta: { page: 2, total: 2, last_page: 2 } });

    const shortlisted = await move(avas, 'shortlist', clara);
    expect(shortlisted.json()).toMatchObject({
      data: { state: 'shortlisted', actions: ['offer', 'decline'] },
    });
    const offered = await move(avas, 'offer', clara);
    expect(offered.json()).toMatchObject({ data: { state: 'offered', actions: ['decline'] } });

    const mine = await call('GET', applicationPaths.applications, ava.token);
    expect(mine.json().data[0]).toMatchObject({
      id: avas,
      state: 'offered',
      actions: ['accept', 'decline', 'withdraw'],
      job: {
        id: jobId,
        title: 'Monday morning help',
        client_first_name: 'Clara',
        place: { suburb: 'Parramatta' },
      },
    } satisfies Partial<Record<keyof MyApplication, unknown>>);
    expect((await notificationsOf(t.app, ava.id)).map(({ kind, body }) => ({ kind, body }))).toEqual(
      expect.arrayContaining([
        { kind: 'application_shortlisted', body: 'Clara shortlisted you for Monday morning help.' },
        {
          kind: 'application_offer',
          body: 'Clara would like you for Monday morning help. Accept or decline the offer.',
        },
      ]),
    );

    const accepted = await move(avas, 'accept', ava);
    expect(accepted.json()).toMatchObject({
      data: { state: 'hired', actions: [] },
      message: APPLICATION_MESSAGES.action.accept_offer,
    });
    const job = await call('GET', jobPath(jobId), clara.token);
    expect(job.json().data.state).toBe('filled');
    const states = Object.fromEntries((await storedApplications(jobId)).map((row) => [row.id, row.state]));
    expect(states).toEqual({ [avas]: 'hired', [bens]: 'not_selected' });
    const bensNotices = await notificationsOf(t.app, ben.id);
    expect(bensNotices.find((notice) => notice.kind === 'application_not_selected')?.body).toContain(
      'Thank you for applying.',
    );
    expect((await notificationsOf(t.app, clara.id)).map((notice) => notice.kind)).toEqual(
      expect.arrayContaining(['offer_accepted', 'job_filled']),
    );
    const counts = (await call('GET', jobApplicationsPath(jobId), clara.token)).json().meta.counts;
    expect(counts).toMatchObject({ hired: 1, not_selected: 1, applied: 0 });
  });

  it('two offers accepted at the same moment for a one-person job: one is hired, the other told it is filled', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const avas = await apply(jobId, ava);
    const bens = await apply(jobId, ben);
    await move(avas, 'offer', clara);
    await move(bens, 'offer', clara);
    const answers = await Promise.all([move(avas, 'accept', ava), move(bens, 'accept', ben)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      APPLICATION_MESSAGES.filled,
    );
    const stored = (await storedApplications(jobId)).map((row) => row.state).sort();
    expect(stored).toEqual(['hired', 'not_selected']);
  });

  it('a two-person job stays open after one hire and is filled by the second', async () => {
    const clara = await client();
    const jobId = await openJob(clara, 2);
    const avas = await apply(jobId, ava);
    const bens = await apply(jobId, ben);
    await move(avas, 'offer', clara);
    await move(bens, 'offer', clara);
    await move(avas, 'accept', ava);
    expect((await call('GET', jobPath(jobId), clara.token)).json().data.state).toBe('open');
    await move(bens, 'accept', ben);
    expect((await call('GET', jobPath(jobId), clara.token)).json().data.state).toBe('filled');
  });

  it('declines kindly: the reason is kept for the client and never told to the worker', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const bens = await apply(jobId, ben);
    const declined = await move(bens, 'decline', clara, { reason: 'Lives too far for the early start.' });
    expect(declined.json()).toMatchObject({
      data: { state: 'declined' },
      message: APPLICATION_MESSAGES.action.decline,
    });
    const [stored] = await storedApplications(jobId);
    expect(stored!.decline_reason).toBe('Lives too far for the early start.');
    const notice = (await notificationsOf(t.app, ben.id)).find(
      (each) => each.kind === 'application_declined',
    );
    expect(notice!.body).toContain('The client has chosen other support this time.');
    expect(notice!.body).not.toContain('far');
  });

  it('a worker declines an offer and the client is told', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const avas = await apply(jobId, ava);
    await move(avas, 'offer', clara);
    const declined = await move(avas, 'decline', ava);
    expect(declined.json()).toMatchObject({
      data: { state: 'offer_declined' },
      message: APPLICATION_MESSAGES.action.decline_offer,
    });
    expect((await notificationsOf(t.app, clara.id)).map((notice) => notice.title)).toContain(
      'Ava declined your offer',
    );
  });

  it('closing the job ends the applications still waiting', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    await apply(jobId, ava);
    await call('POST', jobMovePath(jobId, 'close'), clara.token, {});
    expect((await storedApplications(jobId)).map((row) => row.state)).toEqual(['not_selected']);
  });

  it('a job past its closing date expires in the sweep: its applicants are told, its client too, once', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    await apply(jobId, ava);
    await t.app.ctx.db
      .update(jobs)
      .set({ closes_at: new Date('2026-11-24T00:00:00Z') })
      .where(eq(jobs.id, jobId));
    const { expired } = await runJobExpirySweep(t.app.ctx);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await call('GET', jobPath(jobId), clara.token)).json().data.state).toBe('expired');
    expect((await storedApplications(jobId)).map((row) => row.state)).toEqual(['not_selected']);
    expect((await notificationsOf(t.app, clara.id)).map((notice) => notice.kind)).toContain('job_expired');
    expect((await runJobExpirySweep(t.app.ctx)).expired).toBe(0);
    const reopened = await call('POST', jobMovePath(jobId, 'reopen'), clara.token, {});
    expect(reopened.json().data.state).toBe('open');
  });

  it('refuses a move the table does not allow, anyone else’s application, a bad reason and a bad list query', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    const avas = await apply(jobId, ava);
    const early = await move(avas, 'accept', ava);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      APPLICATION_MESSAGES.refused('accept', 'applied'),
    ]);
    const byWorker = await move(avas, 'shortlist', ava);
    expect(byWorker.statusCode).toBe(409);

    const someoneElse = await client();
    for (const [who, name] of [
      [someoneElse, 'shortlist'],
      [ben, 'withdraw'],
    ] as const) {
      const response = await move(avas, name, who);
      expect([response.statusCode, response.json().message]).toEqual([404, NOT_FOUND]);
    }
    expect((await move('not-an-id', 'offer', clara)).statusCode).toBe(404);
    expect((await call('POST', applicationMovePath(avas, 'offer'))).statusCode).toBe(401);

    const longReason = await move(avas, 'decline', clara, { reason: 'a'.repeat(501) });
    expect(longReason.statusCode).toBe(422);
    expect(longReason.json().errors).toEqual({ reason: ['The reason must be 500 characters or fewer.'] });
    const extra = await move(avas, 'offer', clara, { note: 'x' });
    expect(extra.statusCode).toBe(422);
    expect((await storedApplications(jobId))[0]!.state).toBe('applied');

    const otherList = await call('GET', jobApplicationsPath(jobId), someoneElse.token);
    expect([otherList.statusCode, otherList.json().message]).toEqual([404, JOB_NOT_FOUND]);
    expect((await call('GET', jobApplicationsPath(jobId), ava.token)).statusCode).toBe(404);
    for (const [query, status, errors] of [
      ['?sort=rate', 422, { sort: [APPLICATION_LIST_MESSAGES.sort] }],
      ['?filter[state]=maybe', 422, { 'filter[state]': [APPLICATION_LIST_MESSAGES.state] }],
      ['?colour=red', 400, { colour: [ERROR_MESSAGES.unknownField] }],
    ] as const) {
      const response = await call('GET', `${jobApplicationsPath(jobId)}${query}`, clara.token);
      expect([response.statusCode, response.json().errors], query).toEqual([status, errors]);
    }
    const workersOnly = await call('GET', applicationPaths.applications, clara.token);
    expect([workersOnly.statusCode, workersOnly.json().message]).toEqual([
      403,
      APPLICATION_MESSAGES.workersOnly,
    ]);
  });
});

describe('include, fields and append on the lists of jobs and applications', () => {
  it('adds the client, the count of applications and the days left on request, and keeps only the fields asked for', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    await apply(jobId, ava);
    await move(await apply(jobId, ben), 'withdraw', ben);
    const [joined] = await t.app.ctx.db.select().from(users).where(eq(users.id, clara.id));
    const since = australianDate(joined!.created_at).slice(0, 7);

    const query = 'include=client,applications_count&append=closes_in_days&fields[jobs]=title,state';
    const mine = await call('GET', `${jobPaths.jobs}?${query}`, clara.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([
      {
        view: 'owner',
        id: jobId,
        title: 'Monday morning help',
        state: 'open',
        client: { first_name: 'Clara', member_since: since },
        applications_count: 2,
        closes_in_days: 30,
      },
    ]);
    expect(mine.json().meta.total).toBe(1);

    const board = await call(
      'GET',
      `${jobPaths.recommended}?include=client&append=closes_in_days&fields[jobs]=title`,
      ava.token,
    );
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.find((job: { id: string }) => job.id === jobId)).toEqual({
      view: 'worker',
      id: jobId,
      title: 'Monday morning help',
      client: { first_name: 'Clara', member_since: since },
      closes_in_days: 30,
    });

    const whole = await call('GET', jobPaths.jobs, clara.token);
    expect(Object.keys(whole.json().data[0])).not.toContain('client');
    expect(Object.keys(whole.json().data[0])).toContain('description');

    const narrowApplicants = await applicants(
      jobId,
      clara,
      '?fields[applications]=state&filter[state]=applied',
    );
    expect(narrowApplicants).toEqual([{ id: expect.any(String), state: 'applied' }]);
    const avas = await call(
      'GET',
      `${applicationPaths.applications}?fields[applications]=state,job`,
      ava.token,
    );
    const avasHere = avas.json().data.find((each: MyApplication) => each.job.id === jobId);
    expect(Object.keys(avasHere).sort()).toEqual(['id', 'job', 'state']);
    expect(avasHere.state).toBe('applied');
  });

  it('refuses a name off the list: an unknown parameter with 400, a value the list does not allow with 422', async () => {
    const clara = await client();
    const jobId = await openJob(clara);
    for (const [url, status, errors] of [
      [`${jobPaths.jobs}?include=owner`, 422, { include: [LIST_QUERY_MESSAGES.include(JOB_INCLUDES)] }],
      [
        `${jobPaths.jobs}?fields[jobs]=street`,
        422,
        { 'fields[jobs]': [LIST_QUERY_MESSAGES.fields(JOB_FIELDS)] },
      ],
      [`${jobPaths.jobs}?append=`, 422, { append: [LIST_QUERY_MESSAGES.append(['closes_in_days'])] }],
      [`${jobPaths.jobs}?fields[users]=id`, 400, { 'fields[users]': [ERROR_MESSAGES.unknownField] }],
      [`${jobApplicationsPath(jobId)}?include=worker`, 400, { include: [ERROR_MESSAGES.unknownField] }],
      [`${jobApplicationsPath(jobId)}?append=fit`, 400, { append: [ERROR_MESSAGES.unknownField] }],
      [
        `${jobApplicationsPath(jobId)}?fields[jobs]=id`,
        400,
        { 'fields[jobs]': [ERROR_MESSAGES.unknownField] },
      ],
    ] as const) {
      const response = await call('GET', url, clara.token);
      expect([response.statusCode, response.json().errors], url).toEqual([status, errors]);
    }
  });
});
