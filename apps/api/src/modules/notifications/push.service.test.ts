import { DEFAULT_NOTIFICATION_SETTINGS } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationMembers,
  conversations,
  messages,
  notifications,
  pushSubscriptions,
} from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import type { LocalPushSender } from '../../providers/push/push-sender';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notifyCommitted } from '../../test/notification-helpers';
import {
  runUnreadMessagesDigestSweep,
  saveNotificationSettings,
  unsubscribeUrl,
} from './notification-emails.service';
import { runPushSweep, savePushSubscription } from './push.service';

const clock = manualClock(new Date('2026-12-01T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const pushes = () => t.app.ctx.push as LocalPushSender;
const minutes = (n: number) => clock.advance(n * 60);
const sentTo = (endpoint: string) => pushes().sent.filter((push) => push.endpoint === endpoint);

let devices = 0;
async function subscribe(userId: string): Promise<string> {
  const endpoint = `https://push.example.net/send/device-${(devices += 1)}`;
  await savePushSubscription(
    t.app.ctx,
    userId,
    { endpoint, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' } },
    'test',
  );
  return endpoint;
}

const offer = {
  kind: 'application_offer' as const,
  title: 'You have an offer: Morning routine help',
  body: 'Mia would like you for this job.',
  link: '/applications',
};

const pushState = async (userId: string) =>
  (
    await t.app.ctx.db
      .select({ kind: notifications.kind, state: notifications.push_state })
      .from(notifications)
      .where(eq(notifications.user_id, userId))
  ).map((row) => `${row.kind}:${row.state}`);

/**
 * A client and a worker with a conversation; `send` adds a message from one to the other, moving the
 * sender's marks unless it is sent on their behalf (`keep`: an application's or a request's message,
 * decision 038).
 */
async function conversationBetween(clientName = 'Ava') {
  const client = await signUpUser(t.app, { user_type: 'client', first_name: clientName });
  const worker = await signUpUser(t.app, { user_type: 'worker', first_name: 'Wes' });
  const [row] = await t.app.ctx.db
    .insert(conversations)
    .values({
      client_id: client.id,
      worker_id: worker.id,
      reason: 'profile',
      last_message_at: clock.now(),
      created_at: clock.now(),
    })
    .returning();
  const id = row!.id;
  await t.app.ctx.db.insert(conversationMembers).values([
    { conversation_id: id, user_id: client.id, other_id: worker.id },
    { conversation_id: id, user_id: worker.id, other_id: client.id },
  ]);
  let sequence = 0;
  const send = async (from: string, body: string, marks: 'move' | 'keep' = 'move') => {
    sequence += 1;
    await t.app.ctx.db.insert(messages).values({
      conversation_id: id,
      sequence,
      sender_id: from,
      client_id: crypto.randomUUID(),
      body,
      sent_at: clock.now(),
    });
    await t.app.ctx.db
      .update(conversations)
      .set({ last_sequence: sequence, last_message_at: clock.now() })
      .where(eq(conversations.id, id));
    if (marks === 'keep') return;
    // Sending moves the sender's own marks (decision 038).
    await t.app.ctx.db
      .update(conversationMembers)
      .set({ read_up_to: sequence, delivered_up_to: sequence })
      .where(eq(conversationMembers.user_id, from));
  };
  const read = async (userId: string, upTo: number) =>
    t.app.ctx.db
      .update(conversationMembers)
      .set({ read_up_to: upTo })
      .where(eq(conversationMembers.user_id, userId));
  return { id, client, worker, send, read };
}

describe('pushes for offers and requests', () => {
  it('pushes an offer to each of the person’s devices after the fact, once', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    const phone = await subscribe(worker.id);
    const laptop = await subscribe(worker.id);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), offer);
    expect(await pushState(worker.id)).toEqual(['application_offer:null']);

    await runPushSweep(t.app.ctx);
    for (const endpoint of [phone, laptop]) {
      expect(sentTo(endpoint).map((push) => push.message)).toEqual([
        {
          title: offer.title,
          body: offer.body,
          link: '/applications',
          tag: expect.stringMatching(/^notification-/),
        },
      ]);
    }
    expect(await pushState(worker.id)).toEqual(['application_offer:sent']);
    const [used] = await t.app.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone));
    expect(used!.last_used_at).toEqual(clock.now());

    await runPushSweep(t.app.ctx);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it('pushes a request received, but never a kind that does not push', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    const phone = await subscribe(worker.id);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), {
      ...offer,
      kind: 'request_received',
      title: 'A request',
    });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), {
      ...offer,
      kind: 'application_shortlisted',
      title: 'Shortlisted',
    });
    await runPushSweep(t.app.ctx);
    expect(sentTo(phone).map((push) => push.message.title)).toEqual(['A request']);
    expect((await pushState(worker.id)).sort()).toEqual([
      'application_shortlisted:never',
      'request_received:sent',
    ]);
  });

  it('sends nothing when the topic’s push is off, or the person has no device', async () => {
    const off = await signUpUser(t.app, { user_type: 'worker' });
    const phone = await subscribe(off.id);
    await saveNotificationSettings(t.app.ctx, off.id, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      applications: { email: true, push: false },
    });
    const deviceless = await signUpUser(t.app, { user_type: 'worker' });
    await notifyCommitted(t.app.ctx, off.id, clock.now(), offer);
    await notifyCommitted(t.app.ctx, deviceless.id, clock.now(), offer);
    await runPushSweep(t.app.ctx);
    expect(sentTo(phone)).toEqual([]);
    expect(await pushState(off.id)).toEqual(['application_offer:off']);
    expect(await pushState(deviceless.id)).toEqual(['application_offer:none']);
  });

  it('lets a push go that could not be sent within an hour', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    const phone = await subscribe(worker.id);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), offer);
    minutes(60);
    await runPushSweep(t.app.ctx);
    expect(sentTo(phone)).toEqual([]);
    expect(await pushState(worker.id)).toEqual(['application_offer:given_up']);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    const dead = await subscribe(worker.id);
    const alive = await subscribe(worker.id);
    pushes().gone.add(dead);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), offer);
    await runPushSweep(t.app.ctx);
    expect(sentTo(alive)).toHaveLength(1);
    const left = await t.app.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, worker.id));
    expect(left).toEqual([{ endpoint: alive }]);
  });
});

describe('pushes for new messages', () => {
  it('pushes the other person one notice per conversation with its newest words, never the same messages twice', async () => {
    const chat = await conversationBetween('Ava');
    const phone = await subscribe(chat.worker.id);
    const clientPhone = await subscribe(chat.client.id);
    await chat.send(chat.client.id, 'Hello Wes');
    await chat.send(chat.client.id, 'Can you do Tuesday?');
    await runPushSweep(t.app.ctx);
    expect(sentTo(phone).map((push) => push.message)).toEqual([
      {
        title: '2 new messages from Ava',
        body: 'Can you do Tuesday?',
        link: `/chat/${chat.id}`,
        tag: `conversation-${chat.id}`,
      },
    ]);
    expect(sentTo(clientPhone)).toEqual([]);

    await runPushSweep(t.app.ctx);
    expect(sentTo(phone)).toHaveLength(1);

    await chat.send(chat.client.id, 'Or Wednesday');
    await runPushSweep(t.app.ctx);
    expect(sentTo(phone).map((push) => push.message.title)).toEqual([
      '2 new messages from Ava',
      'Message from Ava',
    ]);
  });

  it('pushes nothing for messages read already, or when the messages push is off', async () => {
    const read = await conversationBetween();
    const readPhone = await subscribe(read.worker.id);
    await read.send(read.client.id, 'Hello');
    await read.read(read.worker.id, 1);

    const off = await conversationBetween();
    const offPhone = await subscribe(off.worker.id);
    await saveNotificationSettings(t.app.ctx, off.worker.id, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      messages: { email: true, push: false },
    });
    await off.send(off.client.id, 'Hello');
    await runPushSweep(t.app.ctx);
    expect(sentTo(readPhone)).toEqual([]);
    expect(sentTo(offPhone)).toEqual([]);
  });
});

/**
 * Decision 038's case: Clara wrote twice more after Wes's last reply, then Wes applied to her job
 * with a message. His read mark stays at 2 while the conversation is at 5.
 */
async function applicationAfterUnread() {
  const chat = await conversationBetween('Clara');
  await chat.send(chat.client.id, 'Could you help on Tuesday?');
  await chat.send(chat.worker.id, 'Tuesday works for me.');
  await chat.send(chat.client.id, 'Great, thank you.');
  await chat.send(chat.client.id, 'I have posted a job for Mondays too.');
  return chat;
}

const APPLIED = 'I would love to help on Monday mornings.';

describe('messages sent on a person’s behalf', () => {
  it('pushes the other person’s unread messages, never the person’s own application message', async () => {
    const chat = await applicationAfterUnread();
    const wesPhone = await subscribe(chat.worker.id);
    const claraPhone = await subscribe(chat.client.id);
    await chat.send(chat.worker.id, APPLIED, 'keep');
    await runPushSweep(t.app.ctx);
    expect(sentTo(wesPhone).map((push) => push.message)).toEqual([
      {
        title: '2 new messages from Clara',
        body: 'I have posted a job for Mondays too.',
        link: `/chat/${chat.id}`,
        tag: `conversation-${chat.id}`,
      },
    ]);
    expect(sentTo(claraPhone).map((push) => [push.message.title, push.message.body])).toEqual([
      ['Message from Wes', APPLIED],
    ]);

    await runPushSweep(t.app.ctx);
    await chat.send(chat.client.id, 'Mondays are fine.');
    await runPushSweep(t.app.ctx);
    expect(sentTo(wesPhone).map((push) => [push.message.title, push.message.body])).toEqual([
      ['2 new messages from Clara', 'I have posted a job for Mondays too.'],
      ['Message from Clara', 'Mondays are fine.'],
    ]);
    expect(sentTo(claraPhone)).toHaveLength(1);
  });

  it('pushes nothing to a person whose only messages after their marks are their own', async () => {
    const chat = await applicationAfterUnread();
    await chat.read(chat.worker.id, 4);
    const wesPhone = await subscribe(chat.worker.id);
    const claraPhone = await subscribe(chat.client.id);
    await chat.send(chat.worker.id, APPLIED, 'keep');
    await runPushSweep(t.app.ctx);
    expect(sentTo(wesPhone)).toEqual([]);
    expect(sentTo(claraPhone).map((push) => push.message.title)).toEqual(['Message from Wes']);
  });

  const digests = (email: string) =>
    t.outbox.to(email).filter((mail) => mail.subject.startsWith('Unread messages'));

  it('counts only the other person’s messages in the digest, and e-mails the other person the application', async () => {
    const chat = await applicationAfterUnread();
    minutes(10);
    await chat.send(chat.worker.id, APPLIED, 'keep');
    minutes(5);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    const [mail, ...others] = digests(chat.worker.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Unread messages from Clara');
    expect(mail!.text).toContain('Clara: 2 unread messages');
    // Clara's first unread message is Wes's application, sent 5 minutes ago.
    expect(digests(chat.client.email)).toEqual([]);

    minutes(10);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    const [claraMail] = digests(chat.client.email);
    expect(claraMail!.subject).toBe('Unread messages from Wes');
    expect(claraMail!.text).toContain('Wes: 1 unread message');
    expect(digests(chat.worker.email)).toHaveLength(1);
  });

  it('waits 15 minutes from the other person’s first unread message, never from the person’s own', async () => {
    const chat = await conversationBetween('Clara');
    await chat.send(chat.client.id, 'Could you help on Tuesday?');
    await chat.read(chat.worker.id, 1);
    await chat.send(chat.worker.id, APPLIED, 'keep');
    minutes(20);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(chat.worker.email)).toEqual([]);
    expect(digests(chat.client.email).map((mail) => mail.subject)).toEqual(['Unread messages from Wes']);

    await chat.send(chat.client.id, 'Mondays are fine.');
    minutes(10);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(chat.worker.email)).toEqual([]);
    minutes(5);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    const [mail, ...others] = digests(chat.worker.email);
    expect(others).toEqual([]);
    expect(mail!.text).toContain('Clara: 1 unread message');
  });
});

describe('the unread messages digest', () => {
  const digests = (email: string) =>
    t.outbox.to(email).filter((mail) => mail.subject.startsWith('Unread messages'));

  it('e-mails messages unread for 15 minutes once, listing each conversation, with a link that unsubscribes', async () => {
    const ava = await conversationBetween('Ava');
    const zoe = await conversationBetween('Zoe');
    // Both conversations are with the same worker in the e-mail: use Ava's worker for Zoe too.
    await t.app.ctx.db
      .update(conversationMembers)
      .set({ user_id: ava.worker.id })
      .where(eq(conversationMembers.user_id, zoe.worker.id));
    await t.app.ctx.db
      .update(conversationMembers)
      .set({ other_id: ava.worker.id })
      .where(eq(conversationMembers.other_id, zoe.worker.id));
    await ava.send(ava.client.id, 'Hello');
    await ava.send(ava.client.id, 'Are you free?');
    minutes(5);
    await zoe.send(zoe.client.id, 'Hi there');

    minutes(9);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(ava.worker.email)).toEqual([]);

    minutes(1);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    const [mail, ...others] = digests(ava.worker.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Unread messages from 2 people');
    expect(mail!.text).toContain('Ava: 2 unread messages');
    expect(mail!.text).toContain('Zoe: 1 unread message');
    expect(mail!.text).toContain(`http://localhost:3000/chat/${ava.id}`);
    const link = unsubscribeUrl(t.app.ctx, ava.worker.id, 'messages');
    expect(mail!.text.replace(/=\n/g, '')).toContain(link);

    minutes(30);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(ava.worker.email)).toHaveLength(1);

    // A new message starts a new run: 15 minutes later it is e-mailed, once.
    await ava.send(ava.client.id, 'Still there?');
    minutes(15);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(ava.worker.email).map((digest) => digest.subject)).toEqual([
      'Unread messages from 2 people',
      'Unread messages from Ava',
    ]);

    // The link works without signing in and switches the messages e-mails off.
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/notification-settings/unsubscribe',
      payload: { token },
    });
    expect(answer.statusCode).toBe(200);
    await ava.send(ava.client.id, 'Hello again');
    minutes(20);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(ava.worker.email)).toHaveLength(2);
  });

  it('e-mails nothing for messages read within 15 minutes', async () => {
    const chat = await conversationBetween();
    await chat.send(chat.client.id, 'Hello');
    minutes(10);
    await chat.read(chat.worker.id, 1);
    minutes(10);
    await runUnreadMessagesDigestSweep(t.app.ctx);
    expect(digests(chat.worker.email)).toEqual([]);
  });
});
