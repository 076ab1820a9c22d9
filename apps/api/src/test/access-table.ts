// The access table (issue #20): one row per API route, with the answer each kind of caller gets.
// `access-table.test.ts` calls every route as each of them; a route without a row fails it.
import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { conversationReports } from '../db/schema/index';
import { identityProviders } from '../providers/identity/identity-check';
import { sandboxCallback } from '../modules/verification/identity-checks.service';
import { insertNotification } from '../modules/notifications/notifications.repository';
import { unsubscribeToken } from '../modules/notifications/unsubscribe-token';
import { GOOD_PASSWORD, nextAddress, registration, signUpWithId, uniqueEmail } from './account-helpers';
import { multipartBody, samplePdf, samplePng } from './malicious-uploads';
import { giveRunningPlan, signedSandboxEvent } from './subscription-helpers';
import type { Outbox } from './test-app';
import { WORKER_SPECS, completeWorkerProfile } from './worker-fixtures';

/** Who calls: nobody, a person of each kind, or the person whose record the route works on. */
export type Caller = 'guest' | 'client' | 'worker' | 'reviewer' | 'admin' | 'owner';

/** A 2xx ('ok'), or the refusal the policy gives. */
export type Answer = 'ok' | 401 | 403 | 404;

export type Seat = {
  caller: Caller;
  id: string | null;
  token: string | null;
  refreshToken: string | null;
  email: string | null;
};

export const guestSeat: Seat = { caller: 'guest', id: null, token: null, refreshToken: null, email: null };

function seatOf(person: { id: string; token: string; refresh_token: string; email: string }): Seat {
  return {
    caller: 'owner',
    id: person.id,
    token: person.token,
    refreshToken: person.refresh_token,
    email: person.email,
  };
}

/** What a row's request may use: the app, its mail, and people made once for the whole table. */
export type TableContext = {
  app: FastifyInstance;
  outbox: Outbox;
  /** A worker whom any client may find, with a photo; they may apply to jobs. */
  findable: { id: string; avatarId: string; token: string };
  /** An account nobody calls as, for signing in and for the refresh token. */
  spare: { email: string };
  /** Moves the app's clock past the wait between two codes. */
  waitBeforeAnotherCode(): void;
};

export type Row = {
  answers: Record<Exclude<Caller, 'owner'>, Answer> & { owner?: Answer };
  /** The kind of person who owns the row's record; they are called last, as 'owner'. */
  owner?: 'client' | 'worker';
  /** Made anew before each call, for `owner` when there is one: what the call works on. */
  record?: (ctx: TableContext, owner: Seat | null) => Promise<string>;
  /** One record for all the row's calls (made once, when the owner may start only so many). */
  oneRecord?: true;
  /** The call ends or changes the caller's account, so each call is made by a new person. */
  freshCallers?: true;
  /** What a permitted caller gets when a 2xx needs more than one request could give (said why). */
  permitted?: number;
  request: (seat: Seat, ctx: TableContext, record: string) => Promise<InjectOptions> | InjectOptions;
};

const everyone: Row['answers'] = { guest: 'ok', client: 'ok', worker: 'ok', reviewer: 'ok', admin: 'ok' };
const signedIn: Row['answers'] = { guest: 401, client: 'ok', worker: 'ok', reviewer: 'ok', admin: 'ok' };
const staff: Row['answers'] = { guest: 401, client: 403, worker: 403, reviewer: 'ok', admin: 'ok' };
/** Staff are client accounts with a role (decision 003), so they may do what a client may. */
const clients = (workerGets: 403 | 404): Row['answers'] => ({ ...signedIn, worker: workerGets });
/** Only the owner: anyone else signed in learns nothing, not even that the record exists. */
const ownerOnly: Row['answers'] = {
  guest: 401,
  client: 404,
  worker: 404,
  reviewer: 404,
  admin: 404,
  owner: 'ok',
};
/** Workers only: clients, and staff (who hold client accounts), are refused. */
const workers: Row['answers'] = { guest: 401, client: 403, worker: 'ok', reviewer: 403, admin: 403 };
/** A worker's own record on a workers-only route: other workers find nothing, anyone else is refused. */
const workersOwnRecord: Row['answers'] = { ...workers, worker: 404, owner: 'ok' };
/** A staff route about someone's record: the owner is no reviewer. */
const staffOnOwnersRecord: Row['answers'] = { ...staff, owner: 403 };

export function as(seat: Seat): Record<string, string> {
  return seat.token ? { authorization: `Bearer ${seat.token}` } : {};
}

function call(method: InjectOptions['method'], url: string, payload?: object): (seat: Seat) => InjectOptions {
  return (seat) => ({
    method,
    url,
    headers: as(seat),
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

export const HOME = { address: '1 Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' };
const POLICE_CHECK = {
  document_type: 'police_checks',
  document_number: 'NPC-123456',
  issued_on: '2026-01-15',
};

/** Every detail a job needs to be published (weekday mornings: the weekday rate only). */
const JOB = {
  services: ['personal_care'],
  title: 'Morning routine help',
  description: 'Help with showering and breakfast.',
  schedule: { kind: 'one_off', date: '2099-12-01', start: '07:00:00', end: '09:00:00' },
  rates: { weekday_hourly_rate: 6_500 },
};

const APPLY = { message: 'I have helped people with their mornings for five years.' };

async function inject(app: FastifyInstance, options: InjectOptions, expected: number) {
  const response = await app.inject({ remoteAddress: nextAddress(), ...options });
  if (response.statusCode !== expected) {
    throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { data: { id: string } } & Record<string, unknown>;
}

async function ownersAddress(ctx: TableContext, owner: Seat | null): Promise<string> {
  const made = await inject(ctx.app, { ...call('POST', '/api/addresses', HOME)(owner!) }, 201);
  return made.data.id;
}

/** A job of the owner's, as a draft with every detail, moved on by each of `moves` in turn. */
function ownersJob(...moves: ('publish' | 'pause' | 'close')[]) {
  return async (ctx: TableContext, owner: Seat | null): Promise<string> => {
    const addressId = await ownersAddress(ctx, owner);
    const made = await inject(
      ctx.app,
      call('POST', '/api/jobs', { ...JOB, address_id: addressId })(owner!),
      201,
    );
    for (const move of moves) {
      await inject(ctx.app, call('POST', `/api/jobs/${made.data.id}/${move}`, {})(owner!), 200);
    }
    return made.data.id;
  };
}

/** The row of `POST /api/jobs/:id/<move>`, on a job of the owner's brought to where the move starts. */
function jobMove(move: string, ...before: ('publish' | 'pause' | 'close')[]): Record<string, Row> {
  return {
    [`POST /api/jobs/:id/${move}`]: {
      answers: ownerOnly,
      owner: 'client',
      record: ownersJob(...before),
      request: (seat, _ctx, id) => call('POST', `/api/jobs/${id}/${move}`, {})(seat),
    },
  };
}

/** An application of the findable worker's to a new published job of the owner's (a client). */
async function applicationToOwnersJob(ctx: TableContext, owner: Seat | null): Promise<string> {
  const jobId = await ownersJob('publish')(ctx, owner);
  const seat = { ...guestSeat, token: ctx.findable.token };
  const made = await inject(ctx.app, call('POST', `/api/jobs/${jobId}/applications`, APPLY)(seat), 201);
  return made.data.id;
}

const readyWorkers = new Set<string>();

/** Gives the owner (a worker) a complete profile, approved checks and a plan, once: clients may find them. */
async function makeReady(ctx: TableContext, owner: Seat): Promise<void> {
  if (readyWorkers.has(owner.id!)) return;
  await completeWorkerProfile(ctx.app, { id: owner.id!, token: owner.token! }, WORKER_SPECS.ava);
  await inject(ctx.app, call('PATCH', '/api/profile', { description: 'I help at home.' })(owner), 200);
  // Each call of a row makes a new application or acceptance: beyond the free allowance, so a plan.
  await giveRunningPlan(ctx.app, owner.id!);
  readyWorkers.add(owner.id!);
}

const SUPPORT_WANTED = {
  kind: 'support',
  services: ['personal_care'],
  schedule: { kind: 'one_off', date: '2099-12-01', start: '07:00:00', end: '09:00:00' },
  message: 'Could you help me on Monday mornings?',
};

/** A new client's request for support to the owner (a worker clients may find). */
async function requestToOwner(ctx: TableContext, owner: Seat | null): Promise<string> {
  await makeReady(ctx, owner!);
  const client = await signUpWithId(ctx.app, { user_type: 'client' });
  const clientSeat = { ...guestSeat, token: client.token };
  const addressId = await ownersAddress(ctx, clientSeat);
  const made = await inject(
    ctx.app,
    call('POST', '/api/requests', { ...SUPPORT_WANTED, worker_id: owner!.id, address_id: addressId })(
      clientSeat,
    ),
    201,
  );
  return made.data.id;
}

/** The owner's (a client's) request for support to the table's findable worker. */
async function ownersRequest(ctx: TableContext, owner: Seat | null): Promise<string> {
  const addressId = await ownersAddress(ctx, owner);
  const body = { ...SUPPORT_WANTED, worker_id: ctx.findable.id, address_id: addressId };
  const made = await inject(ctx.app, call('POST', '/api/requests', body)(owner!), 201);
  return made.data.id;
}

/** The owner's (a client's) conversation with the table's findable worker, with one message. */
async function ownersConversation(ctx: TableContext, owner: Seat | null): Promise<string> {
  const opened = await ctx.app.inject(
    call('POST', '/api/conversations', { user_id: ctx.findable.id })(owner!),
  );
  const id: string = opened.json().data.id;
  await inject(
    ctx.app,
    call('POST', `/api/conversations/${id}/messages`, { client_id: randomUUID(), body: 'Hello' })(owner!),
    201,
  );
  return id;
}

/** A new client's report of their conversation with the findable worker. */
async function aReport(ctx: TableContext): Promise<string> {
  const client = await signUpWithId(ctx.app, { user_type: 'client' });
  const seat = { ...guestSeat, caller: 'client' as const, id: client.id, token: client.token };
  const conversationId = await ownersConversation(ctx, seat);
  await inject(
    ctx.app,
    call('POST', `/api/conversations/${conversationId}/report`, { reason: 'other' })(seat),
    201,
  );
  const [row] = await ctx.app.ctx.db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(eq(conversationReports.conversation_id, conversationId));
  return row!.id;
}

/** The owner's conversation with the findable worker, with a photo the owner sent: `conversation/attachment`. */
async function ownersAttachment(ctx: TableContext, owner: Seat | null): Promise<string> {
  const conversationId = await ownersConversation(ctx, owner);
  const photo = multipartBody(
    { client_id: randomUUID() },
    { name: 'map.png', type: 'image/png', bytes: await samplePng() },
  );
  const sent = await inject(
    ctx.app,
    {
      method: 'POST',
      url: `/api/conversations/${conversationId}/attachments`,
      payload: photo.payload,
      headers: { ...photo.headers, ...as(owner!) },
    },
    201,
  );
  const { attachment } = sent.data as unknown as { attachment: { id: string } };
  return `${conversationId}/attachments/${attachment.id}`;
}

/**
 * Who a caller may open a conversation with: a client (staff hold client accounts) the findable
 * worker; a worker a new client who just asked them for support (a worker writes only to a client
 * who reached out).
 */
async function someoneToWriteTo(ctx: TableContext, seat: Seat): Promise<string> {
  if (seat.caller !== 'worker') return ctx.findable.id;
  await makeReady(ctx, seat);
  const client = await signUpWithId(ctx.app, { user_type: 'client' });
  const clientSeat = { ...guestSeat, token: client.token };
  const addressId = await ownersAddress(ctx, clientSeat);
  await inject(
    ctx.app,
    call('POST', '/api/requests', { ...SUPPORT_WANTED, worker_id: seat.id, address_id: addressId })(
      clientSeat,
    ),
    201,
  );
  return client.id;
}

/**
 * The owner's (a worker's) application to a new client's published job, after the client's
 * `moves`. The owner is given a complete profile and approved checks the first time.
 */
function ownApplication(...moves: 'offer'[]) {
  return async (ctx: TableContext, owner: Seat | null): Promise<string> => {
    await makeReady(ctx, owner!);
    const client = await signUpWithId(ctx.app, { user_type: 'client' });
    const clientSeat = { ...guestSeat, token: client.token };
    const jobId = await ownersJob('publish')(ctx, clientSeat);
    const made = await inject(ctx.app, call('POST', `/api/jobs/${jobId}/applications`, APPLY)(owner!), 201);
    for (const move of moves) {
      await inject(ctx.app, call('POST', `/api/applications/${made.data.id}/${move}`, {})(clientSeat), 200);
    }
    return made.data.id;
  };
}

/** The row of `POST /api/applications/:id/<move>`: only the person the move is for may make it. */
function applicationMove(
  move: string,
  record: Row['record'],
  owner: 'client' | 'worker',
): Record<string, Row> {
  return {
    [`POST /api/applications/:id/${move}`]: {
      answers: ownerOnly,
      owner,
      record: record!,
      request: (seat, _ctx, id) => call('POST', `/api/applications/${id}/${move}`, {})(seat),
    },
  };
}

async function ownersDocument(ctx: TableContext, owner: Seat | null): Promise<string> {
  const body = multipartBody(POLICE_CHECK, {
    name: 'police check.pdf',
    type: 'application/pdf',
    bytes: samplePdf(),
  });
  const made = await inject(
    ctx.app,
    {
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...as(owner!) },
    },
    201,
  );
  return made.data.id;
}

async function ownersIdentityCheck(ctx: TableContext, owner: Seat | null): Promise<string> {
  const made = await inject(ctx.app, call('POST', '/api/identity-checks', {})(owner!), 201);
  return made.data.id;
}

/**
 * A paid order of the owner's, made as a worker makes one: a checkout paid with the good test card,
 * without a trial (the provider's event of an earlier checkout said they had it), delivered by the
 * sandbox's signed events.
 */
async function ownersPaidOrder(ctx: TableContext, owner: Seat | null): Promise<string> {
  const earlier = checkoutCompleted(ctx.app, owner!.id!);
  await inject(ctx.app, { method: 'POST', url: '/api/webhooks/payments/sandbox', ...earlier }, 200);
  const id = await ownersCheckout(ctx, owner);
  const card = { card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12/40', cvc: '123', name: 'Test Person' };
  await inject(ctx.app, call('POST', `/api/sandbox/checkouts/${id}/pay`, card)(owner!), 200);
  const listed = (await inject(ctx.app, call('GET', '/api/orders')(owner!), 200)) as unknown as {
    data: { id: string }[];
  };
  return listed.data[0]!.id;
}

/** The sandbox's signed event that a worker completed a checkout (it marks their trial had). */
function checkoutCompleted(app: FastifyInstance, workerId: string) {
  return signedSandboxEvent(app, 'checkout.session.completed', {
    type: 'checkout_completed',
    sessionRef: randomUUID(),
    workerId,
    subscriptionRef: `sub_table_${randomUUID()}`,
    customerRef: `cus_table_${randomUUID()}`,
  });
}

async function ownersCheckout(ctx: TableContext, owner: Seat | null): Promise<string> {
  const started = (await inject(
    ctx.app,
    call('POST', '/api/subscription', { plan: 'monthly' })(owner!),
    200,
  )) as unknown as {
    data: { url: string };
  };
  return new URL(started.data.url).pathname.split('/').at(-1)!;
}

async function avatarUpload(seat: Seat): Promise<InjectOptions> {
  const body = multipartBody(
    {},
    { field: 'avatar', name: 'me.png', type: 'image/png', bytes: await samplePng() },
  );
  return {
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...as(seat) },
  };
}

/** Starts a change of the caller's e-mail address (guests cannot), and gives the new address. */
async function startEmailChange(seat: Seat, ctx: TableContext): Promise<string> {
  const newEmail = uniqueEmail('new');
  if (seat.token) {
    await inject(
      ctx.app,
      call('POST', '/api/account/email', { new_email: newEmail, current_password: GOOD_PASSWORD })(seat),
      202,
    );
  }
  return newEmail;
}

/** The table, keyed as Fastify names a route: `METHOD /path` with its parameters. */
export const ACCESS_TABLE: Record<string, Row> = {
  // System and public pages
  'GET /api/health': { answers: everyone, request: call('GET', '/api/health') },
  'GET /api/config': { answers: everyone, request: call('GET', '/api/config') },
  // The WebSocket: a plain GET (all `inject` sends) gets 426 from anyone. Whom the socket lets in
  // (a live session, the site's Origin) is proven over real connections in chat-socket.test.ts.
  'GET /api/ws': { answers: everyone, permitted: 426, request: call('GET', '/api/ws') },
  'POST /api/contact-messages': {
    answers: everyone,
    request: (seat) =>
      call('POST', '/api/contact-messages', {
        name: 'Mia Walker',
        email: uniqueEmail('contact'),
        topic: 'using_alongside',
        message: 'Hello, how do I add a second address?',
      })(seat),
  },

  // Signing up and in
  'POST /api/auth/register': {
    answers: everyone,
    request: (seat) => call('POST', '/api/auth/register', registration())(seat),
  },
  'POST /api/auth/login': {
    answers: everyone,
    request: (seat, ctx) =>
      call('POST', '/api/auth/login', { email: ctx.spare.email, password: GOOD_PASSWORD })(seat),
  },
  'POST /api/auth/refresh': {
    answers: everyone,
    record: async (ctx) => {
      const signedIn = await inject(
        ctx.app,
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: ctx.spare.email, password: GOOD_PASSWORD },
        },
        200,
      );
      return String(signedIn['refresh_token']);
    },
    request: (seat, _ctx, refreshToken) =>
      call('POST', '/api/auth/refresh', { refresh_token: refreshToken })(seat),
  },
  'GET /api/auth/session': { answers: signedIn, request: call('GET', '/api/auth/session') },
  'POST /api/auth/logout': {
    answers: signedIn,
    freshCallers: true,
    request: call('POST', '/api/auth/logout', {}),
  },
  'POST /api/auth/email/verify': {
    answers: signedIn,
    freshCallers: true,
    request: async (seat, ctx) => {
      const code = seat.email ? await ctx.outbox.latestCode(seat.email) : '123456';
      return call('POST', '/api/auth/email/verify', { code })(seat);
    },
  },
  'POST /api/auth/email/resend': {
    answers: signedIn,
    freshCallers: true,
    request: (seat, ctx) => {
      ctx.waitBeforeAnotherCode();
      return call('POST', '/api/auth/email/resend', {})(seat);
    },
  },
  'POST /api/auth/password/forgot': {
    answers: everyone,
    request: (seat) => call('POST', '/api/auth/password/forgot', { email: uniqueEmail('forgot') })(seat),
  },
  'POST /api/auth/password/reset': {
    answers: everyone,
    // A new account that asked for a reset: any caller who holds its code may use it.
    record: async (ctx) => {
      const person = await signUpWithId(ctx.app);
      await inject(
        ctx.app,
        call('POST', '/api/auth/password/forgot', { email: person.email })(guestSeat),
        202,
      );
      return JSON.stringify({
        email: person.email,
        code: await ctx.outbox.latestCode(person.email, 'password'),
      });
    },
    request: (seat, _ctx, record) =>
      call('POST', '/api/auth/password/reset', { ...JSON.parse(record), password: 'a new river at dusk' })(
        seat,
      ),
  },

  // Account settings
  'POST /api/account/password': {
    answers: signedIn,
    freshCallers: true,
    request: call('POST', '/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'a new river at dusk',
    }),
  },
  'POST /api/account/email': {
    answers: signedIn,
    request: (seat) =>
      call('POST', '/api/account/email', { new_email: uniqueEmail('new'), current_password: GOOD_PASSWORD })(
        seat,
      ),
  },
  'DELETE /api/account/email': {
    answers: signedIn,
    request: async (seat, ctx) => {
      await startEmailChange(seat, ctx);
      return call('DELETE', '/api/account/email')(seat);
    },
  },
  'POST /api/account/email/resend': {
    answers: signedIn,
    freshCallers: true,
    request: async (seat, ctx) => {
      await startEmailChange(seat, ctx);
      ctx.waitBeforeAnotherCode();
      return call('POST', '/api/account/email/resend', {})(seat);
    },
  },
  'POST /api/account/email/confirm': {
    answers: signedIn,
    freshCallers: true,
    request: async (seat, ctx) => {
      const newEmail = await startEmailChange(seat, ctx);
      const code = seat.token ? await ctx.outbox.latestCode(newEmail) : '123456';
      return call('POST', '/api/account/email/confirm', { code })(seat);
    },
  },
  'POST /api/account/deletion': {
    answers: signedIn,
    freshCallers: true,
    request: call('POST', '/api/account/deletion', {
      current_password: GOOD_PASSWORD,
      confirmation: 'DELETE',
    }),
  },

  // Profiles and onboarding
  'GET /api/profile': { answers: signedIn, request: call('GET', '/api/profile') },
  'PATCH /api/profile': { answers: signedIn, request: call('PATCH', '/api/profile', { first_name: 'Mia' }) },
  'POST /api/profile/avatar': { answers: signedIn, request: avatarUpload },
  'DELETE /api/profile/avatar': { answers: signedIn, request: call('DELETE', '/api/profile/avatar') },
  'GET /api/avatars/:id': {
    answers: signedIn,
    request: (seat, ctx) => call('GET', `/api/avatars/${ctx.findable.avatarId}`)(seat),
  },
  'POST /api/onboarding/disclaimer': {
    answers: signedIn,
    request: call('POST', '/api/onboarding/disclaimer', {}),
  },
  'POST /api/onboarding/complete': {
    answers: signedIn,
    request: call('POST', '/api/onboarding/complete', {}),
  },

  // Addresses
  'GET /api/addresses': { answers: signedIn, request: call('GET', '/api/addresses') },
  'POST /api/addresses': {
    answers: signedIn,
    request: call('POST', '/api/addresses', { ...HOME, label: 'Work' }),
  },
  'GET /api/addresses/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersAddress,
    request: (seat, _ctx, id) => call('GET', `/api/addresses/${id}`)(seat),
  },
  'PATCH /api/addresses/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersAddress,
    request: (seat, _ctx, id) => call('PATCH', `/api/addresses/${id}`, { label: 'Mum’s place' })(seat),
  },
  'DELETE /api/addresses/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersAddress,
    request: (seat, _ctx, id) => call('DELETE', `/api/addresses/${id}`)(seat),
  },
  'GET /api/localities': { answers: signedIn, request: call('GET', '/api/localities?q=Parra') },

  // Jobs
  'GET /api/jobs': { answers: signedIn, request: call('GET', '/api/jobs') },
  'GET /api/jobs/recent': { answers: workers, request: call('GET', '/api/jobs/recent') },
  'GET /api/jobs/recommended': { answers: workers, request: call('GET', '/api/jobs/recommended') },
  'POST /api/jobs': {
    answers: clients(403),
    request: call('POST', '/api/jobs', { services: ['transport'] }),
  },
  'GET /api/jobs/:id': {
    // An open job: its owner reads it, and so does any worker (as workers see it).
    answers: { ...ownerOnly, worker: 'ok' },
    owner: 'client',
    record: ownersJob('publish'),
    request: (seat, _ctx, id) => call('GET', `/api/jobs/${id}`)(seat),
  },
  'PUT /api/jobs/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersJob(),
    request: (seat, _ctx, id) =>
      call('PUT', `/api/jobs/${id}`, {
        ...JOB,
        address_id: null,
        positions: 1,
        preferences: {},
        open_days: 30,
      })(seat),
  },
  'PATCH /api/jobs/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersJob('publish'),
    request: (seat, _ctx, id) => call('PATCH', `/api/jobs/${id}`, { positions: 2 })(seat),
  },
  'DELETE /api/jobs/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersJob(),
    request: (seat, _ctx, id) => call('DELETE', `/api/jobs/${id}`)(seat),
  },
  ...jobMove('publish'),
  ...jobMove('pause', 'publish'),
  ...jobMove('resume', 'publish', 'pause'),
  ...jobMove('close', 'publish'),
  ...jobMove('reopen', 'publish', 'close'),
  ...jobMove('repost', 'publish', 'close'),

  // Applications
  'GET /api/applications': { answers: workers, request: call('GET', '/api/applications') },
  'GET /api/jobs/:id/applications': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersJob('publish'),
    request: (seat, _ctx, id) => call('GET', `/api/jobs/${id}/applications`)(seat),
  },
  'POST /api/jobs/:id/applications': {
    // Workers apply to someone else's open job. Applying needs a verified profile, so the worker
    // who calls is the table's findable one (the access test of a worker still unverified, 403
    // with what is missing, is in the applications' own tests).
    answers: { guest: 401, client: 403, worker: 'ok', reviewer: 403, admin: 403, owner: 403 },
    owner: 'client',
    record: ownersJob('publish'),
    request: (seat, ctx, id) =>
      call(
        'POST',
        `/api/jobs/${id}/applications`,
        APPLY,
      )(seat.caller === 'worker' ? { ...seat, token: ctx.findable.token } : seat),
  },
  ...applicationMove('shortlist', applicationToOwnersJob, 'client'),
  ...applicationMove('offer', applicationToOwnersJob, 'client'),
  ...applicationMove('decline', applicationToOwnersJob, 'client'),
  ...applicationMove('accept', ownApplication('offer'), 'worker'),
  ...applicationMove('withdraw', ownApplication(), 'worker'),

  // Requests
  'GET /api/requests': { answers: signedIn, request: call('GET', '/api/requests') },
  'POST /api/requests': {
    // A request names one of the caller's addresses, which the table's people cannot know: a
    // permitted caller is told the address is not theirs (422); the requests' own tests send one.
    answers: clients(403),
    permitted: 422,
    request: (seat, ctx) =>
      call('POST', '/api/requests', {
        ...SUPPORT_WANTED,
        worker_id: ctx.findable.id,
        address_id: '00000000-0000-4000-8000-000000000000',
      })(seat),
  },
  'POST /api/requests/:id/accept': {
    answers: ownerOnly,
    owner: 'worker',
    record: requestToOwner,
    request: (seat, _ctx, id) => call('POST', `/api/requests/${id}/accept`, {})(seat),
  },
  'POST /api/requests/:id/decline': {
    answers: ownerOnly,
    owner: 'worker',
    record: requestToOwner,
    request: (seat, _ctx, id) => call('POST', `/api/requests/${id}/decline`, {})(seat),
  },
  'POST /api/requests/:id/cancel': {
    // One waiting request per client and worker: one record, which the owner cancels last.
    answers: ownerOnly,
    owner: 'client',
    record: ownersRequest,
    oneRecord: true,
    request: (seat, _ctx, id) => call('POST', `/api/requests/${id}/cancel`, {})(seat),
  },

  // Conversations
  'GET /api/conversations': { answers: signedIn, request: call('GET', '/api/conversations') },
  'POST /api/conversations': {
    answers: signedIn,
    request: async (seat, ctx) =>
      call('POST', '/api/conversations', {
        user_id: seat.caller === 'guest' ? ctx.findable.id : await someoneToWriteTo(ctx, seat),
      })(seat),
  },
  'GET /api/conversations/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: (seat, _ctx, id) => call('GET', `/api/conversations/${id}`)(seat),
  },
  'GET /api/conversations/:id/messages': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: (seat, _ctx, id) => call('GET', `/api/conversations/${id}/messages?after=0`)(seat),
  },
  'POST /api/conversations/:id/messages': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: (seat, _ctx, id) =>
      call('POST', `/api/conversations/${id}/messages`, { client_id: randomUUID(), body: 'Hi' })(seat),
  },
  'POST /api/conversations/:id/attachments': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: async (seat, _ctx, id) => {
      const photo = multipartBody(
        { client_id: randomUUID() },
        { name: 'map.png', type: 'image/png', bytes: await samplePng() },
      );
      return {
        method: 'POST',
        url: `/api/conversations/${id}/attachments`,
        payload: photo.payload,
        headers: { ...photo.headers, ...as(seat) },
      };
    },
  },
  'GET /api/conversations/:id/attachments/:attachmentId': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersAttachment,
    request: (seat, _ctx, path) => call('GET', `/api/conversations/${path}`)(seat),
  },
  'POST /api/conversations/:id/read': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: (seat, _ctx, id) => call('POST', `/api/conversations/${id}/read`, { sequence: 1 })(seat),
  },
  'POST /api/conversations/:id/block': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: (seat, _ctx, id) => call('POST', `/api/conversations/${id}/block`, {})(seat),
  },
  'DELETE /api/conversations/:id/block': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    request: (seat, _ctx, id) => call('DELETE', `/api/conversations/${id}/block`)(seat),
  },
  'POST /api/conversations/:id/report': {
    // One open report per person and conversation: the owner, called last, reports once.
    answers: ownerOnly,
    owner: 'client',
    record: ownersConversation,
    oneRecord: true,
    request: (seat, _ctx, id) => call('POST', `/api/conversations/${id}/report`, { reason: 'other' })(seat),
  },

  'GET /api/admin/reports': { answers: staff, request: call('GET', '/api/admin/reports') },
  'GET /api/admin/reports/:id': {
    answers: staff,
    record: aReport,
    request: (seat, _ctx, id) => call('GET', `/api/admin/reports/${id}`)(seat),
  },
  'POST /api/admin/reports/:id/resolve': {
    answers: staff,
    record: aReport,
    request: (seat, _ctx, id) =>
      call('POST', `/api/admin/reports/${id}/resolve`, { outcome: 'no_action' })(seat),
  },

  // Verification
  'GET /api/verification': { answers: signedIn, request: call('GET', '/api/verification') },
  'GET /api/documents': { answers: signedIn, request: call('GET', '/api/documents') },
  'POST /api/documents': {
    answers: signedIn,
    request: (seat) => {
      // A client proves who they are with an ID document; a worker uploads a police check.
      const fields =
        seat.caller === 'worker'
          ? POLICE_CHECK
          : { document_type: 'id_verification', document_number: 'DL1234567', expires_on: '2030-01-01' };
      const body = multipartBody(fields, { name: 'scan.pdf', type: 'application/pdf', bytes: samplePdf() });
      return {
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...body.headers, ...as(seat) },
      };
    },
  },
  'GET /api/documents/:id': {
    answers: ownerOnly,
    owner: 'worker',
    record: ownersDocument,
    request: (seat, _ctx, id) => call('GET', `/api/documents/${id}`)(seat),
  },
  'DELETE /api/documents/:id': {
    answers: ownerOnly,
    owner: 'worker',
    record: ownersDocument,
    request: (seat, _ctx, id) => call('DELETE', `/api/documents/${id}`)(seat),
  },
  'POST /api/documents/:id/file-link': {
    // Staff open the file to review it.
    answers: { ...ownerOnly, reviewer: 'ok', admin: 'ok' },
    owner: 'worker',
    record: ownersDocument,
    request: (seat, _ctx, id) => call('POST', `/api/documents/${id}/file-link`, {})(seat),
  },
  'GET /api/document-files/:token': {
    // The short-lived link is the authorisation, whoever holds it.
    answers: { ...everyone, owner: 'ok' },
    owner: 'worker',
    record: async (ctx, owner) => {
      const id = await ownersDocument(ctx, owner);
      const link = await inject(ctx.app, call('POST', `/api/documents/${id}/file-link`, {})(owner!), 200);
      return new URL(String((link.data as unknown as { url: string }).url), 'http://x').pathname;
    },
    request: (seat, _ctx, path) => call('GET', path)(seat),
  },
  'POST /api/identity-checks': { answers: signedIn, request: call('POST', '/api/identity-checks', {}) },
  'GET /api/identity-checks/:id': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersIdentityCheck,
    oneRecord: true,
    request: (seat, _ctx, id) => call('GET', `/api/identity-checks/${id}`)(seat),
  },
  'POST /api/identity-checks/:id/sandbox-result': {
    answers: ownerOnly,
    owner: 'client',
    record: ownersIdentityCheck,
    oneRecord: true,
    request: (seat, _ctx, id) =>
      call('POST', `/api/identity-checks/${id}/sandbox-result`, { outcome: 'pass' })(seat),
  },
  'POST /api/identity-checks/callback/:provider': {
    // The provider's signature is the authorisation, whoever delivers it: each call delivers the
    // result of a new person's check.
    answers: everyone,
    record: async (ctx) => {
      const person = await signUpWithId(ctx.app);
      const started = await inject(ctx.app, call('POST', '/api/identity-checks', {})(seatOf(person)), 201);
      const signed = await sandboxCallback(
        ctx.app.ctx,
        identityProviders(ctx.app.ctx.config, ctx.app.ctx.clock),
        person.id,
        started.data.id,
        'pass',
      );
      return JSON.stringify(signed);
    },
    request: (seat, _ctx, record) => {
      const signed = JSON.parse(record) as { body: string; headers: Record<string, string> };
      return {
        method: 'POST',
        url: '/api/identity-checks/callback/sandbox',
        headers: { ...signed.headers, 'content-type': 'application/json', ...as(seat) },
        payload: signed.body,
      };
    },
  },

  // Staff review
  'GET /api/admin/verification/documents': {
    answers: staff,
    request: call('GET', '/api/admin/verification/documents'),
  },
  'GET /api/admin/verification/audit': {
    answers: staff,
    request: call('GET', '/api/admin/verification/audit'),
  },
  'GET /api/admin/verification/documents/:id': {
    answers: staffOnOwnersRecord,
    owner: 'worker',
    record: ownersDocument,
    request: (seat, _ctx, id) => call('GET', `/api/admin/verification/documents/${id}`)(seat),
  },
  'POST /api/admin/verification/documents/:id/approve': {
    answers: staffOnOwnersRecord,
    owner: 'worker',
    record: ownersDocument,
    request: (seat, _ctx, id) => call('POST', `/api/admin/verification/documents/${id}/approve`, {})(seat),
  },
  'POST /api/admin/verification/documents/:id/reject': {
    answers: staffOnOwnersRecord,
    owner: 'worker',
    record: ownersDocument,
    request: (seat, _ctx, id) =>
      call('POST', `/api/admin/verification/documents/${id}/reject`, {
        reason: 'The scan is too blurred to read.',
      })(seat),
  },

  // Notifications
  'GET /api/notifications': { answers: signedIn, request: call('GET', '/api/notifications') },
  'POST /api/notifications/read-all': {
    answers: signedIn,
    request: call('POST', '/api/notifications/read-all', {}),
  },
  'POST /api/notifications/:id/read': {
    answers: ownerOnly,
    owner: 'worker',
    record: async (ctx, owner) => {
      const row = await insertNotification(ctx.app.ctx.db, {
        user_id: owner!.id!,
        kind: 'document_approved',
        title: 'Your police check is approved',
        body: 'It now shows on your profile.',
        link: '/verification',
        created_at: ctx.app.ctx.clock.now(),
      });
      return row.id;
    },
    request: (seat, _ctx, id) => call('POST', `/api/notifications/${id}/read`, {})(seat),
  },
  'GET /api/notification-settings': { answers: signedIn, request: call('GET', '/api/notification-settings') },
  'PUT /api/notification-settings': {
    answers: signedIn,
    request: call('PUT', '/api/notification-settings', {
      messages: { email: true, push: true },
      applications: { email: true, push: false },
      applicants: { email: true, push: true },
      requests: { email: false, push: true },
      jobs: { email: true, push: true },
      job_alerts: { email: true, push: true },
    }),
  },
  'POST /api/notification-settings/unsubscribe': {
    answers: everyone,
    request: (seat, ctx) =>
      call('POST', '/api/notification-settings/unsubscribe', {
        token: unsubscribeToken(ctx.app.ctx.config.jwtSecret, ctx.findable.id, 'job_alerts'),
      })(seat),
  },
  // A mail program's one-click unsubscribe (RFC 8058): a form, the token in the address.
  'POST /api/notification-settings/unsubscribe/one-click': {
    answers: everyone,
    request: (seat, ctx) => {
      const token = unsubscribeToken(ctx.app.ctx.config.jwtSecret, ctx.findable.id, 'job_alerts');
      const asked = call(
        'POST',
        `/api/notification-settings/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      )(seat);
      return {
        ...asked,
        headers: { ...asked.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      };
    },
  },
  'GET /api/plans': { answers: everyone, request: call('GET', '/api/plans') },
  'GET /api/subscription': { answers: workers, request: call('GET', '/api/subscription') },
  // A worker of their own each call: whether a checkout may start depends on the plan they have.
  'POST /api/subscription': {
    answers: workers,
    freshCallers: true,
    request: call('POST', '/api/subscription', { plan: 'monthly' }),
  },
  // A 2xx needs a running plan (and for resume one set to end): the lifecycle tests start one; here a
  // worker without a plan is told there is nothing to change.
  'POST /api/subscription/cancel': {
    answers: workers,
    permitted: 409,
    freshCallers: true,
    request: call('POST', '/api/subscription/cancel'),
  },
  'POST /api/subscription/resume': {
    answers: workers,
    permitted: 409,
    freshCallers: true,
    request: call('POST', '/api/subscription/resume'),
  },
  'POST /api/subscription/change': {
    answers: workers,
    permitted: 409,
    freshCallers: true,
    request: call('POST', '/api/subscription/change', { plan: 'yearly' }),
  },
  // The sandbox has no page for a card (Stripe's portal is tested in subscription.service.test.ts).
  'POST /api/subscription/portal': {
    answers: workers,
    permitted: 409,
    request: call('POST', '/api/subscription/portal'),
  },
  'GET /api/orders': { answers: workers, request: call('GET', '/api/orders') },
  'GET /api/orders/:id': {
    answers: workersOwnRecord,
    owner: 'worker',
    record: ownersPaidOrder,
    oneRecord: true,
    request: (seat, _ctx, id) => call('GET', `/api/orders/${id}`)(seat),
  },
  'GET /api/orders/:id/invoice': {
    answers: workersOwnRecord,
    owner: 'worker',
    record: ownersPaidOrder,
    oneRecord: true,
    request: (seat, _ctx, id) => call('GET', `/api/orders/${id}/invoice`)(seat),
  },
  // Administrators only, like the refund: a reviewer is staff but sees no money.
  'GET /api/admin/orders': {
    answers: { ...staff, reviewer: 403 },
    request: call('GET', '/api/admin/orders'),
  },
  'GET /api/admin/orders/:id': {
    answers: { ...staffOnOwnersRecord, reviewer: 403 },
    owner: 'worker',
    record: ownersPaidOrder,
    oneRecord: true,
    request: (seat, _ctx, id) => call('GET', `/api/admin/orders/${id}`)(seat),
  },
  'POST /api/admin/orders/:id/refund': {
    // Administrators only: a reviewer is staff but refunds no money.
    answers: { ...staffOnOwnersRecord, reviewer: 403 },
    owner: 'worker',
    record: ownersPaidOrder,
    oneRecord: true,
    request: (seat, _ctx, id) =>
      call('POST', `/api/admin/orders/${id}/refund`, { amount_cents: 100, reason: 'A goodwill refund' })(
        seat,
      ),
  },
  'GET /api/sandbox/checkouts/:id': {
    answers: ownerOnly,
    owner: 'worker',
    record: ownersCheckout,
    request: (seat, _ctx, id) => call('GET', `/api/sandbox/checkouts/${id}`)(seat),
  },
  'POST /api/sandbox/checkouts/:id/pay': {
    answers: ownerOnly,
    owner: 'worker',
    record: ownersCheckout,
    request: (seat, _ctx, id) =>
      call('POST', `/api/sandbox/checkouts/${id}/pay`, {
        card_number: SANDBOX_TEST_CARDS.confirms,
        expiry: '12/40',
        cvc: '123',
        name: 'Test Person',
      })(seat),
  },
  'POST /api/sandbox/checkouts/:id/confirm': {
    answers: ownerOnly,
    owner: 'worker',
    record: async (ctx, owner) => {
      const id = await ownersCheckout(ctx, owner);
      const card = {
        card_number: SANDBOX_TEST_CARDS.confirms,
        expiry: '12/40',
        cvc: '123',
        name: 'Test Person',
      };
      // The same plan asked again answers the owner's open checkout again, which may be waiting
      // for its confirmation already.
      const seen = (await inject(
        ctx.app,
        call('GET', `/api/sandbox/checkouts/${id}`)(owner!),
        200,
      )) as unknown as {
        data: { state: string };
      };
      if (seen.data.state === 'open')
        await inject(ctx.app, call('POST', `/api/sandbox/checkouts/${id}/pay`, card)(owner!), 200);
      return id;
    },
    request: (seat, _ctx, id) =>
      call('POST', `/api/sandbox/checkouts/${id}/confirm`, { approve: true })(seat),
  },
  'POST /api/webhooks/payments/:provider': {
    // The provider's signature is the authorisation, whoever delivers it: each call delivers a new
    // event, a checkout completed by a new worker.
    answers: everyone,
    record: async (ctx) => {
      const person = await signUpWithId(ctx.app, { user_type: 'worker' });
      return JSON.stringify(checkoutCompleted(ctx.app, person.id));
    },
    request: (seat, _ctx, record) => {
      const signed = JSON.parse(record) as ReturnType<typeof checkoutCompleted>;
      return {
        method: 'POST',
        url: '/api/webhooks/payments/sandbox',
        headers: { ...signed.headers, ...as(seat) },
        payload: signed.payload,
      };
    },
  },
  'GET /api/push-subscriptions/key': {
    answers: everyone,
    request: call('GET', '/api/push-subscriptions/key'),
  },
  'POST /api/push-subscriptions': {
    answers: signedIn,
    request: call('POST', '/api/push-subscriptions', {
      endpoint: `https://push.example.net/send/${randomUUID()}`,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
  },
  'DELETE /api/push-subscriptions': {
    answers: ownerOnly,
    owner: 'worker',
    record: async (ctx, owner) => {
      const endpoint = `https://push.example.net/send/${randomUUID()}`;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: { authorization: `Bearer ${owner!.token!}` },
        payload: {
          endpoint,
          keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
        },
      });
      return endpoint;
    },
    request: (seat, _ctx, endpoint) => call('DELETE', '/api/push-subscriptions', { endpoint })(seat),
  },

  // Finding workers
  'GET /api/workers': { answers: clients(403), request: call('GET', '/api/workers') },
  'GET /api/workers/:id': {
    answers: clients(403),
    request: (seat, ctx) => call('GET', `/api/workers/${ctx.findable.id}`)(seat),
  },
  'GET /api/users/:id': {
    // The findable worker, whom any client may see; a worker sees only clients they dealt with.
    answers: clients(404),
    request: (seat, ctx) => call('GET', `/api/users/${ctx.findable.id}`)(seat),
  },
};
