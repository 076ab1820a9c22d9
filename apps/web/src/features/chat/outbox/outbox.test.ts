import 'fake-indexeddb/auto';
import type { Message } from '@alongside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { clearUserDatabases } from '../../../lib/pwa/user-databases';
import {
  deleteFromOutbox,
  flushOutbox,
  outboxStatus,
  queueMessage,
  resetOutboxStatus,
  sendAgain,
  subscribeOutboxEvents,
  type OutboxEvent,
} from './outbox';
import { closeOutbox, outboxEntries } from './outbox-store';

const CLARA = 'u-clara';
const SAM = 'u-sam';
let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`;

/**
 * The server's side of POST /api/conversations/:id/messages: one message per client_id, numbered per
 * conversation; the same id again answers with the first message (200).
 */
function fakeServer() {
  const stored: Message[] = [];
  let failNext: ((clientId: string) => Error | null) | null = null;
  const send = vi.fn(async (conversationId: string, clientId: string, body: string): Promise<Message> => {
    const failure = failNext?.(clientId);
    if (failure) throw failure;
    const first = stored.find((each) => each.client_id === clientId);
    if (first) return first;
    const sequence = stored.filter((each) => each.conversation_id === conversationId).length + 1;
    const message: Message = {
      id: `m${stored.length + 1}`,
      conversation_id: conversationId,
      sequence,
      sender_id: CLARA,
      client_id: clientId,
      body,
      attachment: null,
      about: null,
      sent_at: new Date().toISOString(),
    };
    stored.push(message);
    return message;
  });
  return {
    send,
    stored,
    fail(rule: ((clientId: string) => Error | null) | null) {
      failNext = rule;
    },
    bodies: (conversationId: string) =>
      stored.filter((each) => each.conversation_id === conversationId).map((each) => each.body),
  };
}

function entry(conversationId: string, body: string, userId = CLARA) {
  return {
    client_id: nextId(),
    user_id: userId,
    conversation_id: conversationId,
    body,
    written_at: new Date().toISOString(),
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** What a reload does to this module: the connection and the tab's state go, IndexedDB stays. */
async function reload() {
  resetOutboxStatus();
  await closeOutbox();
}

const noRetries = { delays: [] as number[] };

beforeEach(async () => {
  await reload();
  await clearUserDatabases();
});
afterEach(() => vi.restoreAllMocks());

describe('the outbox', () => {
  it('sends each message once, in the order written, per conversation, and then forgets it', async () => {
    const server = fakeServer();
    const options = { send: server.send, ...noRetries };
    setOnline(false);
    await queueMessage(entry('c1', 'One'), options);
    await queueMessage(entry('c2', 'Other'), options);
    await queueMessage(entry('c1', 'Two'), options);
    await queueMessage(entry('c1', 'Three'), options);
    expect(server.send).not.toHaveBeenCalled();
    expect(outboxStatus().stalled).toBe(true);

    setOnline(true);
    await flushOutbox(CLARA, options);
    expect(server.bodies('c1')).toEqual(['One', 'Two', 'Three']);
    expect(server.bodies('c2')).toEqual(['Other']);
    expect(new Set(server.send.mock.calls.map(([, clientId]) => clientId)).size).toBe(4);
    expect(await outboxEntries(CLARA)).toEqual([]);
    expect(outboxStatus().stalled).toBe(false);

    // Sending again finds nothing to send.
    await flushOutbox(CLARA, options);
    expect(server.send).toHaveBeenCalledTimes(4);
  });

  it('keeps a message across a reload and sends it when the app starts again', async () => {
    const server = fakeServer();
    setOnline(false);
    const written = entry('c1', 'Written on the train');
    await queueMessage(written, { send: server.send, ...noRetries });
    await reload();

    expect(await outboxEntries(CLARA)).toEqual([{ ...written, refused: null }]);
    setOnline(true);
    await flushOutbox(CLARA, { send: server.send, ...noRetries });
    expect(server.bodies('c1')).toEqual(['Written on the train']);
    expect(server.stored[0]?.client_id).toBe(written.client_id);
    expect(await outboxEntries(CLARA)).toEqual([]);
  });

  it('keeps a message the network lost after its retries, and sends it exactly once later', async () => {
    const server = fakeServer();
    setOnline(true);
    server.fail(() => new ApiError(0, 'offline'));
    const options = { send: server.send, delays: [1, 1] };
    await queueMessage(entry('c1', 'Hello'), options);
    expect(server.send).toHaveBeenCalledTimes(3);
    expect(server.stored).toEqual([]);
    expect(outboxStatus().stalled).toBe(true);
    expect(await outboxEntries(CLARA)).toHaveLength(1);

    server.fail(null);
    await flushOutbox(CLARA, options);
    expect(server.bodies('c1')).toEqual(['Hello']);
    expect(await outboxEntries(CLARA)).toEqual([]);
  });

  it('replays a send whose answer was lost (a crash mid-send) with the same client_id: one message', async () => {
    const server = fakeServer();
    setOnline(true);
    const written = entry('c1', 'Are you free on Tuesday?');
    // The server stores the message, but its answer never arrives.
    server.fail((clientId) => {
      server.fail(null);
      void server.send.getMockImplementation()?.('c1', clientId, written.body);
      return new ApiError(0, 'offline');
    });
    await queueMessage(written, { send: server.send, ...noRetries });
    expect(server.stored).toHaveLength(1);
    expect(await outboxEntries(CLARA)).toHaveLength(1);

    await reload();
    await flushOutbox(CLARA, { send: server.send, ...noRetries });
    expect(server.stored).toHaveLength(1);
    expect(server.send.mock.calls.map(([, clientId]) => clientId)).toEqual([
      written.client_id,
      written.client_id,
    ]);
    expect(await outboxEntries(CLARA)).toEqual([]);
  });

  it('marks a refused message "Not sent" with the reason, sends the next, and can delete it', async () => {
    const server = fakeServer();
    const events: OutboxEvent[] = [];
    const stop = subscribeOutboxEvents((event) => events.push(event));
    setOnline(false);
    const blocked = entry('c1', 'First');
    await queueMessage(blocked, { send: server.send });
    await queueMessage(entry('c1', 'Second'), { send: server.send });
    setOnline(true);
    server.fail((clientId) =>
      clientId === blocked.client_id
        ? new ApiError(403, 'This person is not taking messages from you any more.')
        : null,
    );
    await flushOutbox(CLARA, { send: server.send });
    expect(server.bodies('c1')).toEqual(['Second']);
    expect(await outboxEntries(CLARA)).toEqual([
      { ...blocked, refused: 'This person is not taking messages from you any more.' },
    ]);
    expect(events.map((event) => event.type)).toEqual(['refused', 'sent']);

    // Not sent again by itself.
    await flushOutbox(CLARA, { send: server.send });
    expect(server.send).toHaveBeenCalledTimes(2);
    await deleteFromOutbox(blocked.client_id);
    expect(await outboxEntries(CLARA)).toEqual([]);
    stop();
  });

  it('"Try again" sends a refused message again with its own client_id once the reason is gone', async () => {
    const server = fakeServer();
    setOnline(true);
    server.fail(() => new ApiError(422, 'The message is too long.'));
    const written = entry('c1', 'Hello');
    await queueMessage(written, { send: server.send });
    expect((await outboxEntries(CLARA))[0]?.refused).toBe('The message is too long.');
    server.fail(null);
    await sendAgain(CLARA, written.client_id, { send: server.send });
    expect(server.stored.map((each) => each.client_id)).toEqual([written.client_id]);
    expect(await outboxEntries(CLARA)).toEqual([]);
  });

  it('keeps waiting, not refused, on 408, 429 and 5xx', async () => {
    const server = fakeServer();
    setOnline(true);
    for (const status of [408, 429, 503]) {
      server.fail(() => new ApiError(status, 'Later.'));
      await queueMessage(entry('c1', `On ${status}`), { send: server.send, ...noRetries });
    }
    expect((await outboxEntries(CLARA)).map((each) => each.refused)).toEqual([null, null, null]);
    server.fail(null);
    await flushOutbox(CLARA, { send: server.send, ...noRetries });
    expect(server.bodies('c1')).toEqual(['On 408', 'On 429', 'On 503']);
  });

  it("never sends or shows another person's messages", async () => {
    const server = fakeServer();
    setOnline(false);
    await queueMessage(entry('c9', 'Sam wrote this', SAM), { send: server.send });
    setOnline(true);
    await flushOutbox(CLARA, { send: server.send });
    expect(server.send).not.toHaveBeenCalled();
    expect(await outboxEntries(CLARA)).toEqual([]);
    expect(await outboxEntries(SAM)).toHaveLength(1);
  });

  it('is emptied at sign-out', async () => {
    setOnline(false);
    await queueMessage(entry('c1', 'Private words'), { send: fakeServer().send });
    await clearUserDatabases();
    expect(await outboxEntries(CLARA)).toEqual([]);
  });
});

describe('two tabs sending at once', () => {
  it('send each message once: one tab at a time holds the lock, and reads the outbox again under it', async () => {
    // Two tabs: two copies of the module over one IndexedDB, and one lock manager between them.
    let queue = Promise.resolve();
    const locks = {
      request: (_name: string, work: () => Promise<void>) => {
        const turn = queue.then(work);
        queue = turn.catch(() => undefined);
        return turn;
      },
    };
    vi.stubGlobal('navigator', { locks, onLine: false });
    const server = fakeServer();
    await queueMessage(entry('c1', 'One'), { send: server.send });
    await queueMessage(entry('c1', 'Two'), { send: server.send });
    vi.stubGlobal('navigator', { locks, onLine: true });

    vi.resetModules();
    const otherTab = await import('./outbox');
    await Promise.all([
      flushOutbox(CLARA, { send: server.send }),
      otherTab.flushOutbox(CLARA, { send: server.send }),
    ]);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(server.bodies('c1')).toEqual(['One', 'Two']);
  });
});
