import { randomUUID } from 'node:crypto';
import {
  chatPaths,
  conversationPath,
  jobApplicationsPath,
  requestPaths,
  type Conversation,
  type ConversationListResponse,
  type MessageListResponse,
} from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { applyingWorker, publishMondayJob } from '../../test/job-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PLACES, WORKER_SPECS, addHome, type Person } from '../../test/worker-fixtures';

// What the jobs area's events put in a conversation the two already have (decision 038): the
// application becomes what it is about, its message says it came with the application, and it
// leaves its author's read marks where they were.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
}, 60_000);
afterAll(() => t.close());

const APPLIED = 'I would love to help on Monday mornings.';

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** A verified worker with a complete profile and a plan, so they may apply. */
function worker(): Promise<Person> {
  return applyingWorker(t.app, WORKER_SPECS.ava, { plan: true });
}

async function client(): Promise<Person> {
  const made = await signUpWithId(t.app, { user_type: 'client', first_name: 'Clara' });
  return { id: made.id, token: made.token };
}

function openJob(owner: Person, addressId: string): Promise<string> {
  return publishMondayJob(t.app, owner, addressId);
}

async function say(sender: Person, conversationId: string, body: string): Promise<void> {
  await ok(
    await call('POST', conversationPath(conversationId, 'messages'), sender.token, {
      client_id: randomUUID(),
      body,
    }),
    201,
  );
}

async function conversations(person: Person): Promise<ConversationListResponse> {
  return ok(await call('GET', chatPaths.conversations, person.token));
}

describe('an application in a conversation the two already have', () => {
  let clara: Person;
  let wes: Person;
  let jobId: string;
  let conversationId: string;

  beforeAll(async () => {
    clara = await client();
    wes = await worker();
    const home = await addHome(t.app, clara.token, PLACES.parramatta, '3 Church Street');
    // Clara's request began the conversation; Wes answered in it, then Clara wrote twice more.
    await ok(
      await call('POST', requestPaths.requests, clara.token, {
        kind: 'support',
        worker_id: wes.id,
        services: ['personal_care'],
        schedule: { kind: 'one_off', date: '2026-12-01', start: '09:00:00', end: '11:00:00' },
        address_id: home.id,
        message: 'Could you help on Tuesday?',
      }),
      201,
    );
    const [conversation] = (await conversations(wes)).data;
    conversationId = conversation!.id;
    await say(wes, conversationId, 'Tuesday works for me.');
    await say(clara, conversationId, 'Great, thank you.');
    await say(clara, conversationId, 'I have posted a job for Mondays too.');
    const before = await conversations(wes);
    expect([before.meta.unread, before.data[0]!.unread_count, before.data[0]!.read_up_to]).toEqual([2, 2, 2]);

    jobId = await openJob(clara, home.id);
    await ok(await call('POST', jobApplicationsPath(jobId), wes.token, { message: APPLIED }), 201);
  }, 60_000);

  it('is then about the job, linked, in the list and the conversation, for both people', async () => {
    const about = { kind: 'application', title: 'Monday morning help', link: `/jobs/${jobId}` };
    const [wesSees] = (await conversations(wes)).data;
    const [claraSees] = (await conversations(clara)).data;
    expect([wesSees?.id, wesSees?.about, claraSees?.about]).toEqual([conversationId, about, about]);
    const one = await ok<{ data: Conversation }>(
      await call('GET', `${chatPaths.conversations}/${conversationId}`, clara.token),
    );
    expect(one.data.about).toEqual(about);
  });

  it('marks the application’s message as sent with it, and the request’s with the request', async () => {
    const page = await ok<MessageListResponse>(
      await call('GET', conversationPath(conversationId, 'messages'), clara.token),
    );
    expect(page.data.map((message) => [message.sequence, message.body, message.about])).toEqual([
      [1, 'Could you help on Tuesday?', { kind: 'request', title: 'Request for support', link: '/requests' }],
      [2, 'Tuesday works for me.', null],
      [3, 'Great, thank you.', null],
      [4, 'I have posted a job for Mondays too.', null],
      [5, APPLIED, { kind: 'application', title: 'Monday morning help', link: `/jobs/${jobId}` }],
    ]);
  });

  it('leaves what the worker had not read unread: their count and their read mark stay', async () => {
    const list = await conversations(wes);
    expect(list.meta.unread).toBe(2);
    expect(list.data[0]).toMatchObject({ last_sequence: 5, unread_count: 2, read_up_to: 2 });
    // Clara does not see her two messages as read by Wes; she has his application to read.
    const [claraSees] = (await conversations(clara)).data;
    expect(claraSees).toMatchObject({ other_read_up_to: 2, unread_count: 1 });
  });

  it('keeps the job when either person opens the conversation again from Message', async () => {
    const again = await ok<{ data: Conversation }>(
      await call('POST', chatPaths.conversations, wes.token, { user_id: clara.id }),
    );
    expect(again.data.about).toMatchObject({ kind: 'application', link: `/jobs/${jobId}` });
  });

  it('still marks everything before as read once the worker writes in the conversation', async () => {
    await say(wes, conversationId, 'Happy to talk about Mondays.');
    const list = await conversations(wes);
    expect(list.meta.unread).toBe(0);
    expect(list.data[0]).toMatchObject({ last_sequence: 6, unread_count: 0, read_up_to: 6 });
  });
});
