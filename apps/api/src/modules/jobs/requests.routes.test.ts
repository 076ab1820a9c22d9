import {
  ERROR_MESSAGES,
  REQUEST_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  jobMovePath,
  jobPaths,
  requestMovePath,
  requestPaths,
  type SupportRequest,
} from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { giveRunningPlan } from '../../test/subscription-helpers';
import { notificationsOf } from '../../test/verification-helpers';
import { PLACES, WORKER_SPECS, addHome, createWorker, type Person } from '../../test/worker-fixtures';
import { runRequestExpirySweep } from './requests.service';

// 25 November 2026, 11 am in Sydney.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const NOT_FOUND = 'No query results for model [Request].';
const DAY_MS = 24 * 60 * 60 * 1000;
const MONDAYS = {
  kind: 'weekly',
  times: [{ day: 'monday', start: '09:00:00', end: '12:00:00' }],
  starts_on: '2026-11-30',
  ends_on: null,
};

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

type Client = Person & { addressId: string };

async function client(): Promise<Client> {
  const made = await signUpWithId(t.app, { user_type: 'client', first_name: 'Clara' });
  const home = await addHome(t.app, made.token, PLACES.parramatta);
  return { id: made.id, token: made.token, addressId: home.id };
}

const support = (asker: Client, worker: Person, more: object = {}) => ({
  kind: 'support',
  worker_id: worker.id,
  services: ['personal_care'],
  schedule: MONDAYS,
  address_id: asker.addressId,
  message: 'Could you help with my mornings?',
  ...more,
});

async function send(asker: Client, body: object): Promise<SupportRequest> {
  const response = await call('POST', requestPaths.requests, asker.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function stored(clientId: string) {
  return t.app.ctx.db.select().from(supportRequests).where(eq(supportRequests.client_id, clientId));
}

let ava: Person;
let hidden: Person;
let unverified: Person;
beforeAll(async () => {
  ava = await createWorker(t.app, WORKER_SPECS.ava);
  hidden = await createWorker(t.app, { ...WORKER_SPECS.ben, hidden: true });
  unverified = await createWorker(t.app, { ...WORKER_SPECS.ben, verified: false });
}, 60_000);

describe('asking a worker for support', () => {
  it('sends the request with the suburb only, tells the worker, and each side lists it', async () => {
    const clara = await client();
    const response = await call('POST', requestPaths.requests, clara.token, support(clara, ava));
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json();
    expect(sent).toMatchObject({
      message: REQUEST_MESSAGES.sent,
      data: {
        kind: 'support',
        state: 'pending',
        client: { id: clara.id, first_name: 'Clara' },
        worker: { id: ava.id, first_name: 'Ava', last_initial: 'N' },
        services: ['personal_care'],
        place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
        job: null,
        actions: ['cancel'],
        sent_at: '2026-11-25T00:00:00.000Z',
        answered_at: null,
        expires_at: '2026-12-02T00:00:00.000Z',
      },
    });
    expect(response.body).not.toContain('Church Street');

    const received = await call('GET', requestPaths.requests, ava.token);
    const mine = (received.json().data as SupportRequest[]).find((each) => each.id === sent.data.id);
    expect(mine).toMatchObject({ state: 'pending', actions: ['accept', 'decline'] });
    expect(received.json().meta.counts.pending).toBeGreaterThanOrEqual(1);
    const told = await notificationsOf(t.app, ava.id);
    expect(told.find((each) => each.kind === 'request_received')).toMatchObject({
      title: 'A request for your support',
      body: 'Clara would like your support in Parramatta. Answer within 7 days.',
      link: '/requests',
    });

    const ownList = await call('GET', `${requestPaths.requests}?filter[state]=pending`, clara.token);
    expect(ownList.json()).toMatchObject({ data: [{ id: sent.data.id }], meta: { total: 1 } });

    const narrow = await call(
      'GET',
      `${requestPaths.requests}?fields[requests]=state,expires_at`,
      clara.token,
    );
    expect(narrow.json().data).toEqual([
      { id: sent.data.id, state: 'pending', expires_at: '2026-12-02T00:00:00.000Z' },
    ]);
    const offList = await call('GET', `${requestPaths.requests}?fields[requests]=street`, clara.token);
    expect(offList.statusCode).toBe(422);
  });

  it('invites a worker to apply to one of the client’s open jobs', async () => {
    const clara = await client();
    const made = await call('POST', jobPaths.jobs, clara.token, {
      services: ['personal_care'],
      title: 'Monday morning help',
      description: 'Showering and breakfast.',
      address_id: clara.addressId,
      schedule: MONDAYS,
      rates: { weekday_hourly_rate: 6_500 },
    });
    const jobId = made.json().data.id as string;
    const draftInvite = await call('POST', requestPaths.requests, clara.token, {
      kind: 'invitation',
      worker_id: ava.id,
      job_id: jobId,
    });
    expect([draftInvite.statusCode, draftInvite.json().errors]).toEqual([
      422,
      { job_id: [REQUEST_MESSAGES.jobUnknown] },
    ]);
    await call('POST', jobMovePath(jobId, 'publish'), clara.token, {});
    const invitation = await send(clara, { kind: 'invitation', worker_id: ava.id, job_id: jobId });
    expect(invitation).toMatchObject({
      kind: 'invitation',
      message: '',
      job: { id: jobId, title: 'Monday morning help', state: 'open' },
      place: { suburb: 'Parramatta' },
      services: ['personal_care'],
    });
    const someoneElse = await client();
    const notTheirs = await call('POST', requestPaths.requests, someoneElse.token, {
      kind: 'invitation',
      worker_id: ava.id,
      job_id: jobId,
    });
    expect([notTheirs.statusCode, notTheirs.json().errors]).toEqual([
      422,
      { job_id: [REQUEST_MESSAGES.jobUnknown] },
    ]);
  });

  it.each<[string, (asker: Client) => object, Record<string, string[]>]>([
    [
      'no kind',
      (asker) => ({ worker_id: ava.id, address_id: asker.addressId }),
      { kind: ['Choose a request for support or an invitation to a job.'] },
    ],
    [
      'a worker who does not exist',
      (asker) => support(asker, { id: '00000000-0000-4000-8000-000000000000', token: '' }),
      { worker_id: [REQUEST_MESSAGES.workerUnknown] },
    ],
    ['a hidden worker', (asker) => support(asker, hidden), { worker_id: [REQUEST_MESSAGES.workerUnknown] }],
    [
      'a worker not yet verified',
      (asker) => support(asker, unverified),
      { worker_id: [REQUEST_MESSAGES.workerUnknown] },
    ],
    [
      'someone else’s address',
      (asker) => support(asker, ava, { address_id: '00000000-0000-4000-8000-000000000000' }),
      { address_id: [REQUEST_MESSAGES.addressUnknown] },
    ],
    [
      'a date in the past',
      (asker) =>
        support(asker, ava, {
          schedule: { kind: 'one_off', date: '2026-11-24', start: '09:00:00', end: '10:00:00' },
        }),
      { schedule: ['Choose a date from today.'] },
    ],
    [
      'an end before its start',
      (asker) =>
        support(asker, ava, {
          schedule: { kind: 'one_off', date: '2026-12-01', start: '10:00:00', end: '09:00:00' },
        }),
      { 'schedule.end': ['The end time must be after the start time.'] },
    ],
    [
      'an unknown service',
      (asker) => support(asker, ava, { services: ['juggling'] }),
      { 'services.0': [expect.any(String) as unknown as string] },
    ],
    [
      'no service',
      (asker) => support(asker, ava, { services: [] }),
      { services: ['Choose at least one kind of support.'] },
    ],
    [
      'no message',
      (asker) => support(asker, ava, { message: ' ' }),
      { message: ['Write a message to the worker.'] },
    ],
    [
      'a message over its limit',
      (asker) => support(asker, ava, { message: 'a'.repeat(1001) }),
      { message: ['A message to the worker must be 1000 characters or fewer.'] },
    ],
    [
      'a NUL byte',
      (asker) => support(asker, ava, { message: 'Hi\u0000' }),
      { message: ['A message to the worker has a character we cannot accept.'] },
    ],
    [
      'an unknown field',
      (asker) => support(asker, ava, { budget: 5 }),
      { budget: [ERROR_MESSAGES.unknownField] },
    ],
  ])('refuses %s with the field’s message and stores nothing', async (_, body, errors) => {
    const clara = await client();
    const response = await call('POST', requestPaths.requests, clara.token, body(clara));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await stored(clara.id)).toEqual([]);
  });

  it('refuses a guest and a worker, and a second waiting request to the same worker, also two at once', async () => {
    const clara = await client();
    expect((await call('POST', requestPaths.requests, undefined, support(clara, ava))).statusCode).toBe(401);
    const asWorker = await call('POST', requestPaths.requests, ava.token, support(clara, ava));
    expect([asWorker.statusCode, asWorker.json().message]).toEqual([403, REQUEST_MESSAGES.clientsOnly]);
    const answers = await Promise.all([
      call('POST', requestPaths.requests, clara.token, support(clara, ava)),
      call('POST', requestPaths.requests, clara.token, support(clara, ava)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      REQUEST_MESSAGES.duplicate,
    );
    expect(await stored(clara.id)).toHaveLength(1);
  });
});

describe('answering a request', () => {
  it('the worker accepts and the client is told', async () => {
    const clara = await client();
    const request = await send(clara, support(clara, ava));
    const accepted = await call('POST', requestMovePath(request.id, 'accept'), ava.token, {});
    expect(accepted.json()).toMatchObject({
      data: { state: 'accepted', actions: [], answered_at: '2026-11-25T00:00:00.000Z' },
      message: REQUEST_MESSAGES.action.accept,
    });
    const told = await notificationsOf(t.app, clara.id);
    expect(told.map((each) => each.title)).toContain('Ava accepted your request');
    const again = await call('POST', requestMovePath(request.id, 'decline'), ava.token, {});
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      REQUEST_MESSAGES.refused('decline', 'accepted'),
    ]);
  });

  it('lets a worker without a plan accept 3 requests a month, refuses the 4th saying why, and not with a plan', async () => {
    const planless = await createWorker(t.app, WORKER_SPECS.ava);
    const requests = [];
    for (let n = 0; n < 4; n++) {
      const asker = await client();
      requests.push(await send(asker, support(asker, planless)));
    }
    for (const request of requests.slice(0, 3)) {
      const accepted = await call('POST', requestMovePath(request.id, 'accept'), planless.token, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const fourth = await call('POST', requestMovePath(requests[3]!.id, 'accept'), planless.token, {});
    expect([fourth.statusCode, fourth.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.allowanceUsed]);
    const [still] = await t.app.ctx.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, requests[3]!.id));
    expect(still!.state).toBe('pending');

    await giveRunningPlan(t.app, planless.id);
    const withPlan = await call('POST', requestMovePath(requests[3]!.id, 'accept'), planless.token, {});
    expect(withPlan.json().data.state).toBe('accepted');
  });

  it('the worker declines, kindly; the client cancels another', async () => {
    const clara = await client();
    const first = await send(clara, support(clara, ava));
    const declined = await call('POST', requestMovePath(first.id, 'decline'), ava.token, {});
    expect(declined.json().data.state).toBe('declined');
    const notice = (await notificationsOf(t.app, clara.id)).find((each) => each.kind === 'request_declined');
    expect(notice!.body).toContain('Other workers near you may be');
    const second = await send(clara, support(clara, ava));
    const cancelled = await call('POST', requestMovePath(second.id, 'cancel'), clara.token, {});
    expect(cancelled.json()).toMatchObject({
      data: { state: 'cancelled' },
      message: REQUEST_MESSAGES.action.cancel,
    });
    expect((await notificationsOf(t.app, ava.id)).map((each) => each.kind)).toContain('request_cancelled');
  });

  it('refuses the wrong person’s move and anyone else’s request', async () => {
    const clara = await client();
    const request = await send(clara, support(clara, ava));
    const clientAccepts = await call('POST', requestMovePath(request.id, 'accept'), clara.token, {});
    expect([clientAccepts.statusCode, clientAccepts.json().message]).toEqual([
      409,
      REQUEST_MESSAGES.refused('accept', 'pending'),
    ]);
    const workerCancels = await call('POST', requestMovePath(request.id, 'cancel'), ava.token, {});
    expect(workerCancels.statusCode).toBe(409);
    const stranger = await client();
    for (const [token, id] of [
      [stranger.token, request.id],
      [hidden.token, request.id],
      [clara.token, 'not-an-id'],
      [clara.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await call('POST', requestMovePath(id, 'cancel'), token, {});
      expect([response.statusCode, response.json().message]).toEqual([404, NOT_FOUND]);
    }
    expect((await call('POST', requestMovePath(request.id, 'cancel'))).statusCode).toBe(401);
    const extra = await call('POST', requestMovePath(request.id, 'cancel'), clara.token, { why: 'x' });
    expect(extra.statusCode).toBe(422);
    expect((await stored(clara.id))[0]!.state).toBe('pending');
  });

  it('a request that waits 7 days expires: it reads expired at once, the sweep marks it and tells both, and a new one may be sent', async () => {
    const clara = await client();
    const request = await send(clara, support(clara, ava));
    // Sent 7 days ago less a second, then exactly 7 days ago (the clock stays: the sessions keep).
    const sentAgo = async (ms: number) => {
      const sentAt = new Date(clock.now().getTime() - ms);
      await t.app.ctx.db
        .update(supportRequests)
        .set({ sent_at: sentAt, expires_at: new Date(sentAt.getTime() + 7 * DAY_MS) })
        .where(eq(supportRequests.id, request.id));
    };
    await sentAgo(7 * DAY_MS - 1000);
    expect((await call('GET', requestPaths.requests, clara.token)).json().data[0].state).toBe('pending');
    await sentAgo(7 * DAY_MS);
    const list = await call('GET', requestPaths.requests, clara.token);
    expect(list.json()).toMatchObject({
      data: [{ id: request.id, state: 'expired', actions: [] }],
      meta: { counts: { pending: 0, expired: 1 } },
    });
    const late = await call('POST', requestMovePath(request.id, 'accept'), ava.token, {});
    expect([late.statusCode, late.json().message]).toEqual([409, REQUEST_MESSAGES.expired]);

    const { expired } = await runRequestExpirySweep(t.app.ctx);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await stored(clara.id))[0]!.state).toBe('expired');
    expect((await notificationsOf(t.app, clara.id)).map((each) => each.kind)).toContain('request_expired');
    expect((await runRequestExpirySweep(t.app.ctx)).expired).toBe(0);
    await send(clara, support(clara, ava, { schedule: { ...MONDAYS, starts_on: '2026-12-07' } }));
  });

  it('refuses a bad list query', async () => {
    const clara = await client();
    const badState = await call('GET', `${requestPaths.requests}?filter[state]=maybe`, clara.token);
    expect(badState.statusCode).toBe(422);
    const unknown = await call('GET', `${requestPaths.requests}?sort=-sent_at`, clara.token);
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      400,
      { sort: [ERROR_MESSAGES.unknownField] },
    ]);
  });
});

describe('seeing each other’s details (GET /api/users/:id)', () => {
  it('a worker sees a client who asked them, without the street; a client sees the worker they asked, even hidden', async () => {
    const clara = await client();
    const patched = await call('PATCH', '/api/profile', clara.token, {
      support_requirements: ['personal_care'],
      preferred_languages: ['Greek'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const stranger = await client();
    expect((await call('GET', `/api/users/${clara.id}`, hidden.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${hidden.id}`, clara.token)).statusCode).toBe(404);

    // Hidden workers cannot be asked from the search; an invitation from an earlier time is
    // stood in for by a request stored directly.
    await t.app.ctx.db.insert(supportRequests).values({
      kind: 'support',
      client_id: clara.id,
      worker_id: hidden.id,
      message: 'Hello',
      sent_at: clock.now(),
      expires_at: new Date(clock.now().getTime() + 7 * DAY_MS),
    });
    const seen = await call('GET', `/api/users/${clara.id}`, hidden.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({
      user_type: 'client',
      id: clara.id,
      first_name: 'Clara',
      avatar: null,
      description: null,
      place_city: 'Parramatta',
      place_state_short_name: 'NSW',
      support_requirements: ['personal_care'],
      require_support_schedule: [],
      preferred_worker_gender: null,
      car_requirement: null,
      preferred_languages: ['Greek'],
    });
    expect(seen.body).not.toContain('Church Street');
    const worker = await call('GET', `/api/users/${hidden.id}`, clara.token);
    expect(worker.json().data).toMatchObject({ user_type: 'worker', id: hidden.id, first_name: 'Ben' });
    expect(worker.body).not.toContain('document_number');

    for (const [token, id] of [
      [stranger.token, hidden.id],
      [ava.token, clara.id],
      [hidden.token, stranger.id],
      [clara.token, stranger.id],
    ] as const) {
      const response = await call('GET', `/api/users/${id}`, token);
      expect([response.statusCode, response.json().message]).toEqual([
        404,
        'No query results for model [User].',
      ]);
    }
  });
});
