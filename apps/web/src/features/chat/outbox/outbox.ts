import type { Message } from '@alongside/contract';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { sendMessage, sendWithRetry, SEND_RETRY_DELAYS_MS } from '../api/send-message';
import { addToOutbox, markRefused, outboxEntries, removeFromOutbox, type OutboxEntry } from './outbox-store';

/**
 * Sending what waits in the outbox (issue #22 item 3, decision 039). Every message goes through it:
 * written to the outbox first, then sent, in the order written, one conversation after another. It
 * is removed only once the server answered 200 or 201; a refusal (a 4xx other than 401, 408 and 429:
 * blocked, too long) marks it "Not sent" with the reason; anything else (no network, a server in
 * trouble, too fast) stops the round, and the outbox is sent again when the connection returns (the
 * `online` event, the live link reconnecting, the app starting again) or after a pause. One tab sends
 * at a time (a Web Lock); even so, a message sent twice is stored once, for its `client_id`.
 */

/** Other tabs send under the same lock name, so one entry is not sent by two tabs at once. */
export const OUTBOX_LOCK_NAME = 'alongside-chat-outbox';
/** After a round stopped while the browser still says online (a server in trouble, too fast). */
export const OUTBOX_RETRY_MS = 30_000;

/** What the screens hear besides "something changed": a message the server now holds, or refused. */
export type OutboxEvent =
  { type: 'sent'; message: Message } | { type: 'refused'; conversation_id: string; status: number };

/** For `useSyncExternalStore`: a new object at every change. */
export interface OutboxStatus {
  /** Entries on their way in this tab. */
  sending: ReadonlySet<string>;
  /** The last round stopped on a failure the connection or the server may get over. */
  stalled: boolean;
  /**
   * What this tab wrote, until it is sent or deleted: shown at once, before IndexedDB has it (a few
   * milliseconds), and without a gap while the outbox is read again.
   */
  written: readonly OutboxEntry[];
}

export interface SendOptions {
  send?: (conversationId: string, clientId: string, body: string) => Promise<Message>;
  delays?: readonly number[];
}

let status: OutboxStatus = { sending: new Set(), stalled: false, written: [] };
const statusListeners = new Set<() => void>();
const eventListeners = new Set<(event: OutboxEvent) => void>();
let running: Promise<void> | null = null;
let runAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('alongside-chat-outbox');
if (channel) channel.onmessage = () => setStatus({});

export function outboxStatus(): OutboxStatus {
  return status;
}

/** Called at every change of the outbox, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

export function subscribeOutboxEvents(listener: (event: OutboxEvent) => void): () => void {
  eventListeners.add(listener);
  return () => void eventListeners.delete(listener);
}

/** A refusal is the server's last word on a message; anything else may go through later. */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** Keeps a message written now and sends what waits, this one last. */
export async function queueMessage(
  entry: Omit<OutboxEntry, 'refused'>,
  options: SendOptions = {},
): Promise<void> {
  const kept: OutboxEntry = { ...entry, refused: null };
  setStatus({ written: [...status.written, kept] });
  await addToOutbox(kept);
  setStatus({}, true);
  await flushOutbox(entry.user_id, options);
}

/** "Try again" on a message the server refused: it waits again, with the same `client_id`. */
export async function sendAgain(userId: string, clientId: string, options: SendOptions = {}): Promise<void> {
  await markRefused(clientId, null);
  setStatus({}, true);
  await flushOutbox(userId, options);
}

/** "Delete" on a message that was not sent. */
export async function deleteFromOutbox(clientId: string): Promise<void> {
  await removeFromOutbox(clientId);
  setStatus({ written: withoutEntry(clientId) }, true);
}

/**
 * Sends this person's waiting messages. A call while a round runs makes one more round after it, so
 * a message written meanwhile is not left behind.
 */
export function flushOutbox(userId: string, options: SendOptions = {}): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  const run = async () => {
    do {
      runAgain = false;
      await underLock(() => sendRound(userId, options));
    } while (runAgain);
  };
  running = run()
    .catch((error: unknown) => console.warn('The messages waiting to be sent could not be read.', error))
    .finally(() => {
      running = null;
    });
  return running;
}

async function underLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(OUTBOX_LOCK_NAME, work);
  else await work();
}

/** One pass over the outbox, read again under the lock: another tab may have sent some meanwhile. */
async function sendRound(userId: string, options: SendOptions): Promise<void> {
  clearTimeout(retryTimer);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    setStatus({ stalled: true });
    return;
  }
  const waiting = (await outboxEntries(userId)).filter((entry) => entry.refused === null);
  for (const entry of waiting) {
    const outcome = await sendOne(entry, options);
    if (outcome === 'stalled') {
      setStatus({ stalled: true });
      retryTimer = setTimeout(() => void flushOutbox(userId, options), OUTBOX_RETRY_MS);
      return;
    }
  }
  setStatus({ stalled: false });
}

async function sendOne(entry: OutboxEntry, options: SendOptions): Promise<'sent' | 'refused' | 'stalled'> {
  const send = options.send ?? sendMessage;
  setStatus({ sending: new Set([...status.sending, entry.client_id]) });
  try {
    const message = await sendWithRetry(
      (clientId) => send(entry.conversation_id, clientId, entry.body),
      entry.client_id,
      { delays: options.delays ?? SEND_RETRY_DELAYS_MS },
    );
    emit({ type: 'sent', message });
    await removeFromOutbox(entry.client_id);
    setStatus({ written: withoutEntry(entry.client_id) });
    return 'sent';
  } catch (error) {
    if (!isApiError(error) || !isRefusal(error)) return 'stalled';
    await markRefused(entry.client_id, error.message ? apiErrorText(error.message) : NOT_ACCEPTED);
    emit({ type: 'refused', conversation_id: entry.conversation_id, status: error.status });
    return 'refused';
  } finally {
    const sending = new Set(status.sending);
    sending.delete(entry.client_id);
    setStatus({ sending }, true);
  }
}

function withoutEntry(clientId: string): OutboxEntry[] {
  return status.written.filter((each) => each.client_id !== clientId);
}

const NOT_ACCEPTED = 'The message was not accepted.';

function emit(event: OutboxEvent): void {
  for (const listener of [...eventListeners]) listener(event);
}

/** A new status for the screens; `stored` when IndexedDB changed, which the other tabs hear too. */
function setStatus(change: Partial<OutboxStatus>, stored = false): void {
  status = { ...status, ...change };
  if (stored) channel?.postMessage('changed');
  for (const listener of [...statusListeners]) listener();
}

/** Forgets this tab's state (tests). */
export function resetOutboxStatus(): void {
  clearTimeout(retryTimer);
  running = null;
  runAgain = false;
  status = { sending: new Set(), stalled: false, written: [] };
}
