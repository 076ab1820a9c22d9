import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES,
  ERROR_MESSAGES,
  chatPaths,
  conversationPath,
  requestPaths,
  type Conversation,
  type Message,
  type ServerEvent,
} from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationReports, messages } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  PLACES,
  WORKER_SPECS,
  addHome,
  createClient,
  createWorker,
  type Person,
} from '../../test/worker-fixtures';

// 25 November 2026, 11 am in Sydney.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const NOT_FOUND = 'No query results for model [Conversation].';
const NOBODY = '00000000-0000-4000-8000-000000000000';

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function open(opener: Person, other: Person): Promise<Conversation> {
  const response = await call('POST', chatPaths.conversations, opener.token, { user_id: other.id });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json().data;
}

async function say(
  sender: Person,
  conversationId: string,
  body: string,
  clientId = randomUUID(),
): Promise<Message> {
  const response = await call('POST', conversationPath(conversationId, 'messages'), sender.token, {
    client_id: clientId,
    body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function storedMessages(conversationId: string) {
  return t.app.ctx.db.select().from(messages).where(eq(messages.conversation_id, conversationId));
}

/**
 * The events published to `userId` while `run` runs, once `count` have arrived (through Redis when
 * `REDIS_URL` is set, so a moment later).
 */
async function eventsTo(userId: string, count: number, run: () => Promise<unknown>): Promise<ServerEvent[]> {
  const seen: ServerEvent[] = [];
  const stop = t.app.ctx.events.subscribe(userId, (event) => seen.push(event));
  try {
    await run();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count), { timeout: 2_000 });
  } finally {
    stop();
  }
  return seen;
}

let ava: Person;
let hidden: Person;
beforeAll(async () => {
  ava = await createWorker(t.app, WORKER_SPECS.ava);
  hidden = await createWorker(t.app, { ...WORKER_SPECS.ben, hidden: true });
}, 60_000);

describe('a client and a worker talk', () => {
  it('opens once, numbers the messages, moves the marks and tells both sockets', async () => {
    const cara = await createClient(t.app);
    const first = await call('POST', chatPaths.conversations, cara.token, { user_id: ava.id });
    expect(first.statusCode, first.body).toBe(201);
    const conversation: Conversation = first.json().data;
    expect(conversation).toMatchObject({
      other: { id: ava.id, first_name: 'Ava', last_initial: 'N', user_type: 'worker' },
      about: { kind: 'profile', title: "Ava's profile", link: `/userDetails/${ava.id}` },
      last_message: null,
      last_sequence: 0,
      unread_count: 0,
      can_write: true,
      blocked_by_me: false,
      reported: false,
    });
    const again = await call('POST', chatPaths.conversations, cara.token, { user_id: ava.id });
    expect([again.statusCode, again.json().data.id]).toEqual([200, conversation.id]);

    const told = await eventsTo(ava.id, 2, () =>
      say(cara, conversation.id, 'Hello Ava, are you free on Mondays?'),
    );
    expect(told).toEqual([
      {
        type: 'message',
        message: expect.objectContaining({
          sequence: 1,
          sender_id: cara.id,
          body: 'Hello Ava, are you free on Mondays?',
        }),
      },
      { type: 'unread', messages: 1, notifications: expect.any(Number) },
    ]);

    const avasList = await call('GET', chatPaths.conversations, ava.token);
    expect(avasList.json()).toMatchObject({
      data: [
        {
          id: conversation.id,
          other: { id: cara.id, first_name: 'Cara', user_type: 'client' },
          about: { kind: 'profile', title: 'Your profile', link: '/profile' },
          last_message: { sequence: 1, sender_id: cara.id, body: 'Hello Ava, are you free on Mondays?' },
          unread_count: 1,
        },
      ],
      meta: { total: 1, unread: 1 },
    });

    // Ava's app receives it: Cara is told it was delivered.
    const marks = await eventsTo(cara.id, 1, async () => {
      const page = await call('GET', conversationPath(conversation.id, 'messages'), ava.token);
      expect(page.json()).toMatchObject({
        data: [{ sequence: 1 }],
        meta: { last_sequence: 1, has_earlier: false, read_up_to: 0 },
      });
    });
    expect(marks).toEqual([
      { type: 'read', conversation_id: conversation.id, user_id: ava.id, delivered_up_to: 1, read_up_to: 0 },
    ]);

    const read = await call('POST', conversationPath(conversation.id, 'read'), ava.token, { sequence: 1 });
    expect(read.json().data).toMatchObject({ unread_count: 0, read_up_to: 1 });
    const reply = await say(ava, conversation.id, 'Yes, Monday mornings suit me.');
    expect(reply.sequence).toBe(2);
    const carasView = await call('GET', conversationPath(conversation.id), cara.token);
    expect(carasView.json().data).toMatchObject({
      last_sequence: 2,
      unread_count: 1,
      other_delivered_up_to: 2,
      other_read_up_to: 2,
      last_message: { body: 'Yes, Monday mornings suit me.', sender_id: ava.id },
    });
  });

  it('returns the first message when the same client id comes again, also at the same moment', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    const clientId = randomUUID();
    const body = { client_id: clientId, body: 'Only once, please.' };
    const url = conversationPath(conversation.id, 'messages');
    const [one, two] = await Promise.all([
      call('POST', url, cara.token, body),
      call('POST', url, cara.token, body),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json().data.id).toBe(two.json().data.id);
    const retry = await call('POST', url, cara.token, body);
    expect([retry.statusCode, retry.json().data.sequence]).toEqual([200, 1]);
    expect(await storedMessages(conversation.id)).toHaveLength(1);
  });

  it('gives messages sent at once each their own next number', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    const sent = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map((word) => say(cara, conversation.id, word)),
    );
    expect(sent.map((message) => message.sequence).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('catches up after a gap, scrolls back, and keeps the sequence order', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    for (const word of ['one', 'two', 'three', 'four', 'five']) await say(cara, conversation.id, word);
    const url = conversationPath(conversation.id, 'messages');
    const after = await call('GET', `${url}?after=2`, ava.token);
    expect(after.json().data.map((each: Message) => each.body)).toEqual(['three', 'four', 'five']);
    const before = await call('GET', `${url}?before=3`, ava.token);
    expect(before.json()).toMatchObject({
      data: [{ sequence: 1 }, { sequence: 2 }],
      meta: { has_earlier: false },
    });
    const latest = await call('GET', `${url}?limit=2`, ava.token);
    expect(latest.json()).toMatchObject({
      data: [{ sequence: 4 }, { sequence: 5 }],
      meta: { has_earlier: true },
    });
    const nothingNew = await call('GET', `${url}?after=5`, ava.token);
    expect(nothingNew.json()).toMatchObject({ data: [], meta: { last_sequence: 5 } });
  });

  it('finds a conversation by the other person’s name', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    await say(cara, conversation.id, 'Hi');
    const found = await call('GET', `${chatPaths.conversations}?filter[name]=av`, cara.token);
    expect(found.json()).toMatchObject({ data: [{ id: conversation.id }], meta: { total: 1 } });
    const none = await call(
      'GET',
      `${chatPaths.conversations}?filter[name]=${encodeURIComponent('%')}`,
      cara.token,
    );
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

describe('who may open a conversation', () => {
  it('lets a worker write to a client only once the client reached out, about what tied them', async () => {
    const cara = await createClient(t.app);
    const refused = await call('POST', chatPaths.conversations, ava.token, { user_id: cara.id });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      422,
      { user_id: [CHAT_MESSAGES.personUnknown] },
    ]);

    const home = await addHome(t.app, cara.token, PLACES.parramatta, '2 Church Street');
    const requested = await call('POST', requestPaths.requests, cara.token, {
      kind: 'support',
      worker_id: ava.id,
      services: ['personal_care'],
      schedule: { kind: 'one_off', date: '2026-12-01', start: '09:00:00', end: '11:00:00' },
      address_id: home.id,
      message: 'Could you help on Tuesday?',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const conversation = await open(ava, cara);
    expect(conversation.about).toEqual({ kind: 'request', title: 'Request for support', link: '/requests' });
  });

  it.each<[string, () => Person, () => Promise<Person>]>([
    ['a hidden worker the client never dealt with', () => hidden, () => createClient(t.app)],
    ['someone who does not exist', () => ({ id: NOBODY, token: '' }), () => createClient(t.app)],
  ])('refuses %s as if they did not exist', async (_, other, opener) => {
    const who = await opener();
    const response = await call('POST', chatPaths.conversations, who.token, { user_id: other().id });
    expect([response.statusCode, response.json().errors]).toEqual([
      422,
      { user_id: [CHAT_MESSAGES.personUnknown] },
    ]);
  });

  it('refuses a client writing to another client, and to themselves', async () => {
    const cara = await createClient(t.app);
    const other = await createClient(t.app);
    for (const target of [other.id, cara.id]) {
      const response = await call('POST', chatPaths.conversations, cara.token, { user_id: target });
      expect(response.statusCode).toBe(422);
    }
  });

  it.each<[string, unknown, number]>([
    ['no user', {}, 422],
    ['a user id that is not one', { user_id: 'ava' }, 422],
    ['an unknown field', { user_id: NOBODY, topic: 'hi' }, 422],
  ])('refuses %s', async (_, body, status) => {
    const cara = await createClient(t.app);
    const response = await call('POST', chatPaths.conversations, cara.token, body);
    expect(response.statusCode).toBe(status);
  });

  it('names an unknown field', async () => {
    const cara = await createClient(t.app);
    const response = await call('POST', chatPaths.conversations, cara.token, {
      user_id: ava.id,
      topic: 'hi',
    });
    expect(response.json().errors).toEqual({ topic: [ERROR_MESSAGES.unknownField] });
  });
});

describe('a message that cannot be sent', () => {
  let cara: Person;
  let conversation: Conversation;
  beforeAll(async () => {
    cara = await createClient(t.app);
    conversation = await open(cara, ava);
  });

  it.each<[string, Record<string, unknown>, number, Record<string, string[]> | null]>([
    ['an empty message', { body: '   ' }, 422, { body: ['Write a message.'] }],
    [
      'one over 5 000 characters',
      { body: 'x'.repeat(5001) },
      422,
      { body: ['A message must be 5000 characters or fewer.'] },
    ],
    ['a NUL byte', { body: 'a\u0000b' }, 422, { body: ['A message has a character we cannot accept.'] }],
    [
      'a client id that is not a UUID',
      { client_id: 'abc' },
      422,
      { client_id: [CHAT_MESSAGES.clientIdInvalid] },
    ],
    ['an unknown field', { attachment: 'x' }, 422, { attachment: [ERROR_MESSAGES.unknownField] }],
  ])('refuses %s and stores nothing', async (_, change, status, errors) => {
    const response = await call('POST', conversationPath(conversation.id, 'messages'), cara.token, {
      client_id: randomUUID(),
      body: 'Hello',
      ...change,
    });
    expect(response.statusCode).toBe(status);
    if (errors) expect(response.json().errors).toEqual(errors);
    expect(await storedMessages(conversation.id)).toHaveLength(0);
  });

  it.each([
    ['after=-1', 422],
    ['after=one', 422],
    ['limit=101', 422],
    ['page=2', 400],
  ])('refuses the query %s', async (query, status) => {
    const response = await call(
      'GET',
      `${conversationPath(conversation.id, 'messages')}?${query}`,
      cara.token,
    );
    expect(response.statusCode).toBe(status);
  });

  it('refuses a read mark that is not a whole number', async () => {
    const response = await call('POST', conversationPath(conversation.id, 'read'), cara.token, {
      sequence: 1.5,
    });
    expect([response.statusCode, response.json().errors]).toEqual([
      422,
      { sequence: [CHAT_MESSAGES.sequenceInvalid] },
    ]);
  });
});

describe('blocking and reporting', () => {
  it('stops messages both ways while either blocks, and again after the block is lifted', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    await say(cara, conversation.id, 'Hello');
    const blocked = await call('POST', conversationPath(conversation.id, 'block'), ava.token, {});
    expect(blocked.json()).toMatchObject({
      message: CHAT_MESSAGES.blocked,
      data: { blocked_by_me: true, can_write: false },
    });

    const url = conversationPath(conversation.id, 'messages');
    const fromCara = await call('POST', url, cara.token, { client_id: randomUUID(), body: 'Hello?' });
    expect([fromCara.statusCode, fromCara.json().message]).toEqual([403, CHAT_MESSAGES.blockedByOther]);
    const fromAva = await call('POST', url, ava.token, { client_id: randomUUID(), body: 'Sorry' });
    expect([fromAva.statusCode, fromAva.json().message]).toEqual([403, CHAT_MESSAGES.blockedByMe]);
    expect(await storedMessages(conversation.id)).toHaveLength(1);
    const carasView = await call('GET', conversationPath(conversation.id), cara.token);
    expect(carasView.json().data).toMatchObject({ blocked_by_other: true, can_write: false });

    const lifted = await call('DELETE', conversationPath(conversation.id, 'block'), ava.token);
    expect(lifted.json()).toMatchObject({ message: CHAT_MESSAGES.unblocked, data: { can_write: true } });
    await say(cara, conversation.id, 'Thank you');
  });

  it('puts a report with the messages so far in the staff queue, once', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    await say(ava, conversation.id, 'Send me your bank details');
    const url = conversationPath(conversation.id, 'report');
    const reported = await call('POST', url, cara.token, { reason: 'scam', note: 'They asked for money.' });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toMatchObject({ message: CHAT_MESSAGES.reported, data: { reported: true } });
    const stored = await t.app.ctx.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversation_id, conversation.id));
    expect(stored).toMatchObject([
      { reporter_id: cara.id, reason: 'scam', note: 'They asked for money.', up_to_sequence: 1 },
    ]);
    const again = await call('POST', url, cara.token, { reason: 'other' });
    expect([again.statusCode, again.json().message]).toEqual([409, CHAT_MESSAGES.alreadyReported]);
    const bad = await call('POST', url, ava.token, { reason: 'rude' });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      { reason: ['Choose why you are reporting this.'] },
    ]);
  });
});

describe('someone outside the conversation', () => {
  let conversation: Conversation;
  let outsider: Person;
  beforeAll(async () => {
    const cara = await createClient(t.app);
    conversation = await open(cara, ava);
    await say(cara, conversation.id, 'Private');
    outsider = await createClient(t.app);
  });

  it.each<[string, 'GET' | 'POST' | 'DELETE', (id: string) => string, unknown]>([
    ['reading it', 'GET', (id) => conversationPath(id), undefined],
    ['reading its messages', 'GET', (id) => conversationPath(id, 'messages'), undefined],
    ['writing to it', 'POST', (id) => conversationPath(id, 'messages'), { client_id: NOBODY, body: 'Hi' }],
    ['marking it read', 'POST', (id) => conversationPath(id, 'read'), { sequence: 1 }],
    ['blocking in it', 'POST', (id) => conversationPath(id, 'block'), {}],
    ['lifting a block in it', 'DELETE', (id) => conversationPath(id, 'block'), undefined],
    ['reporting it', 'POST', (id) => conversationPath(id, 'report'), { reason: 'other' }],
  ])('gets the not-found answer %s, and a guest 401', async (_, method, path, body) => {
    const response = await call(method, path(conversation.id), outsider.token, body);
    expect([response.statusCode, response.json().message]).toEqual([404, NOT_FOUND]);
    const missing = await call(method, path(NOBODY), outsider.token, body);
    expect(missing.statusCode).toBe(404);
    const guest = await call(method, path(conversation.id), undefined, body);
    expect(guest.statusCode).toBe(401);
  });
});

describe('sending faster than a person types', () => {
  it('answers 429 after 30 messages in a minute', async () => {
    const cara = await createClient(t.app);
    const conversation = await open(cara, ava);
    const url = conversationPath(conversation.id, 'messages');
    const factor = t.app.ctx.config.rateLimitFactor;
    const statuses: number[] = [];
    for (let index = 0; index < 30 * factor + 1; index++) {
      const response = await call('POST', url, cara.token, {
        client_id: randomUUID(),
        body: `Message ${index}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30 * factor);
  });
});
