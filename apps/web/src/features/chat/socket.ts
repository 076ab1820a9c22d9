import { chatPaths, SOCKET_CLOSE, type ClientEvent, type ServerEvent } from '@alongside/contract';
import { api } from '../../lib/api-client';
import { apiUrl } from '../../lib/runtime-config';

/**
 * The one WebSocket of the app (`/api/ws`, decision 038), shared by the chat screens and opened only
 * when one of them listens: the entry JavaScript has no room for it (decision 034), and a page that
 * shows no messages needs no live link. The socket only tells; the HTTP routes hold the truth, so
 * after every (re)connect the listeners fetch what came after what they have.
 */

/** `connected` is this module's own: the link is (back) up, so what was missed should be fetched. */
export type ChatSocketEvent = ServerEvent | { type: 'connected' };
/** `down`: the link failed and is being retried; the screens poll meanwhile. */
export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'down';

/** The server closes a link it has not heard from; a ping every 25 s keeps it (and proxies) awake. */
export const PING_MS = 25_000;
/** Pauses before each reconnect, the last one repeated; a random part spreads many phones out. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Kept open this long after the last screen stops listening, so going list → conversation keeps it. */
const IDLE_CLOSE_MS = 10_000;

type Listener<T> = (value: T) => void;
const eventListeners = new Set<Listener<ChatSocketEvent>>();
const statusListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let status: ChatSocketStatus = 'idle';
let failures = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Listens to the live events; the first listener opens the link, the last one lets it close. */
export function subscribeChatEvents(listener: Listener<ChatSocketEvent>): () => void {
  eventListeners.add(listener);
  clearTimeout(idleTimer);
  if (socket === null && reconnectTimer === undefined) connect();
  return () => {
    eventListeners.delete(listener);
    if (eventListeners.size === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(closeChatSocket, IDLE_CLOSE_MS);
    }
  };
}

/** For `useSyncExternalStore`: whether the link is up. */
export function subscribeChatSocketStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

export function chatSocketStatus(): ChatSocketStatus {
  return status;
}

/** Sends an event when the link is up; false when it is not (the HTTP reads cover for it). */
export function sendChatEvent(event: ClientEvent): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(event));
  return true;
}

/** The last sequence told delivered, by conversation, so each message is told once. */
const deliveredUpTo = new Map<string, number>();

/**
 * Tells the server a message from someone else reached this device (its sender's ticks), once,
 * whichever listener heard it first: the frame, on any page, or the open conversation.
 */
export function acknowledgeDelivered(message: { conversation_id: string; sequence: number }): void {
  if ((deliveredUpTo.get(message.conversation_id) ?? 0) >= message.sequence) return;
  const sent = sendChatEvent({
    type: 'delivered',
    conversation_id: message.conversation_id,
    sequence: message.sequence,
  });
  if (sent) deliveredUpTo.set(message.conversation_id, message.sequence);
}

/** Closes the link and forgets its state (sign-out, tests). */
export function closeChatSocket(): void {
  clearTimeout(reconnectTimer);
  clearTimeout(idleTimer);
  clearInterval(pingTimer);
  reconnectTimer = undefined;
  const open = socket;
  socket = null;
  failures = 0;
  deliveredUpTo.clear();
  open?.close(1000);
  setStatus('idle');
}

/** `/api/ws` on the API's host, `ws:` or `wss:` as the page is served. */
export function chatSocketUrl(): string {
  const url = new URL(apiUrl(chatPaths.socket), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function connect(): void {
  reconnectTimer = undefined;
  if (status !== 'down') setStatus('connecting');
  let opened: WebSocket;
  try {
    // Signed in by the access token cookie, which the browser sends with the upgrade (same site).
    opened = new WebSocket(chatSocketUrl());
  } catch {
    retryLater();
    return;
  }
  socket = opened;
  opened.onopen = () => {
    failures = 0;
    setStatus('open');
    clearInterval(pingTimer);
    pingTimer = setInterval(() => sendChatEvent({ type: 'ping' }), PING_MS);
    emit({ type: 'connected' });
  };
  opened.onmessage = (message: MessageEvent) => {
    if (typeof message.data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      return;
    }
    receive(json);
  };
  opened.onclose = (closed: CloseEvent) => {
    if (socket !== opened) return;
    socket = null;
    clearInterval(pingTimer);
    if (eventListeners.size === 0) {
      setStatus('idle');
      return;
    }
    if (closed.code === SOCKET_CLOSE.unauthenticated) {
      // The access token cookie ran out: trade it, then try again; a session that ended stays shut.
      void api
        .refreshTokens()
        .catch(() => 'unreachable' as const)
        .then((outcome) => (outcome === 'rejected' ? setStatus('down') : retryLater()));
      return;
    }
    retryLater();
  };
}

function retryLater(): void {
  setStatus('down');
  const base = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
  failures += 1;
  clearTimeout(reconnectTimer);
  reconnectTimer = setTimeout(connect, base + Math.round(Math.random() * base * 0.3));
}

/**
 * Reads the server's events with their schema (`server-events.ts`), loaded with the first event that
 * arrives rather than with this module: the frame opens the socket on every signed-in page to keep
 * its counts live, and building the chat's schemas then would run before the page draws
 * (docs/decisions/011-first-page-performance.md). Events that arrive while it loads wait, in order.
 */
let readEvent: ((json: unknown) => ServerEvent | undefined) | undefined;
let waiting: unknown[] | undefined;

function receive(json: unknown): void {
  if (waiting) {
    waiting.push(json);
    return;
  }
  if (readEvent) {
    const event = readEvent(json);
    if (event) emit(event);
    return;
  }
  waiting = [json];
  void import('./server-events')
    .then(({ ServerEventSchema }) => {
      readEvent = (value) => {
        const event = ServerEventSchema.safeParse(value);
        return event.success ? event.data : undefined;
      };
    })
    // Without the module (offline before it was cached) the waiting events are dropped, as an event
    // the schema refuses is; the next one tries again, and the screens read the truth on reconnect.
    .catch(() => undefined)
    .finally(() => {
      const events = waiting ?? [];
      waiting = undefined;
      if (readEvent) for (const event of events) receive(event);
    });
}

function emit(event: ChatSocketEvent): void {
  for (const listener of [...eventListeners]) listener(event);
}

function setStatus(next: ChatSocketStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}

if (typeof window !== 'undefined') {
  // Back online: try at once instead of waiting out the pause.
  window.addEventListener('online', () => {
    if (socket === null && eventListeners.size > 0) {
      clearTimeout(reconnectTimer);
      connect();
    }
  });
}
