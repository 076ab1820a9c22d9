import { randomUUID } from 'node:crypto';
import { requestPaths } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { getConversation, markDelivered, openConversation, sendMessage } from './conversations.service';

// The service's parts that no route shows on its own: the socket's delivered marks, and a
// conversation's subject moving to a stronger tie.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
let t: TestApp;
let ava: Person;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
  ava = await createWorker(t.app, WORKER_SPECS.ava);
}, 60_000);
afterAll(() => t.close());

const asClient = (person: Person) => ({ id: person.id, user_type: 'client' as const });
const asWorker = (person: Person) => ({ id: person.id, user_type: 'worker' as const });

describe('the delivered mark from the socket', () => {
  it('moves forward only, never past the last message, and refuses someone outside', async () => {
    const cara = await createClient(t.app);
    const { conversation } = await openConversation(t.app.ctx, asClient(cara), ava.id);
    for (const body of ['one', 'two', 'three']) {
      await sendMessage(t.app.ctx, asClient(cara), conversation.id, { client_id: randomUUID(), body });
    }
    const carasMarks = async () =>
      (await getConversation(t.app.ctx, asClient(cara), conversation.id)).other_delivered_up_to;

    await markDelivered(t.app.ctx, ava.id, conversation.id, 2);
    expect(await carasMarks()).toBe(2);
    await markDelivered(t.app.ctx, ava.id, conversation.id, 1);
    expect(await carasMarks()).toBe(2);
    await markDelivered(t.app.ctx, ava.id, conversation.id, 99);
    expect(await carasMarks()).toBe(3);

    const outsider = await createClient(t.app);
    await expect(markDelivered(t.app.ctx, outsider.id, conversation.id, 3)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('what a conversation is about', () => {
  it('moves from the worker’s profile to a request once the client sends one', async () => {
    const cara = await createClient(t.app);
    const first = await openConversation(t.app.ctx, asClient(cara), ava.id);
    expect([first.opened, first.conversation.about?.kind]).toEqual([true, 'profile']);

    const home = await addHome(t.app, cara.token, PLACES.parramatta, '3 Church Street');
    const sent = await t.app.inject({
      method: 'POST',
      url: requestPaths.requests,
      headers: { authorization: `Bearer ${cara.token}` },
      payload: {
        kind: 'support',
        worker_id: ava.id,
        services: ['personal_care'],
        schedule: { kind: 'one_off', date: '2026-12-01', start: '09:00:00', end: '11:00:00' },
        address_id: home.id,
        message: 'Could you help on Tuesday?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // The request moved the conversation to itself and put its message there, from Cara; either
    // person returning to it sees the stronger tie; it is still the same conversation.
    const again = await openConversation(t.app.ctx, asWorker(ava), cara.id);
    expect([again.opened, again.conversation.id, again.conversation.about?.kind]).toEqual([
      false,
      first.conversation.id,
      'request',
    ]);
    expect(again.conversation.last_message).toMatchObject({
      sender_id: cara.id,
      body: 'Could you help on Tuesday?',
    });
    expect(again.conversation.unread_count).toBe(1);
  });
});
