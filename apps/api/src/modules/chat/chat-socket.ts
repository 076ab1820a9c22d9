import {
  ClientEventSchema,
  SOCKET_CLOSE,
  chatPaths,
  type ClientEvent,
  type ServerEvent,
} from '@alongside/contract';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../lib/app-context';
import type { Config } from '../../lib/config';
import { HttpError } from '../../lib/http-errors';
import { cookieValue } from '../../plugins/web';
import { authenticate } from '../account/auth.service';
import { markDelivered } from './conversations.service';

/** The largest frame a client may send: its events are a few dozen bytes (ws closes with 1009 above). */
export const SOCKET_MAX_PAYLOAD = 4 * 1024;
/** Under the 30 to 60 s after which proxies and load balancers drop a quiet connection. */
export const SOCKET_HEARTBEAT_MS = 25_000;
/** Events waiting for a device that stopped reading: past this it is dropped, and catches up when back. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Conversations whose delivered mark may wait for the one being written, per socket. */
const MARKS_WAITING = 100;

type Person = { userId: string; token: string };
type Admission = Person | 'forbiddenOrigin' | 'unauthenticated';

/**
 * `GET /api/ws`: the signed-in person's WebSocket (decision 038). It only tells: each event of
 * `ctx.events` for them goes out as one JSON text frame, and the app fetches the rest over HTTP.
 * A browser cannot send a bearer header on a WebSocket, so the access token comes from its
 * `auth.token` cookie, checked as any request's token is (`authenticate`). A refusal is a close code
 * the app can read (`SOCKET_CLOSE`), not an HTTP status, which a browser hides from the page.
 */
export function chatSocketRoutes(
  ctx: AppContext,
  options: { authCookie: string; heartbeatMs?: number },
): FastifyPluginAsync {
  const origins = allowedOrigins(ctx.config);
  const heartbeatMs = options.heartbeatMs ?? SOCKET_HEARTBEAT_MS;
  const admissions = new WeakMap<FastifyRequest, Admission>();

  async function admit(request: FastifyRequest): Promise<Admission> {
    // A browser sends Origin with every WebSocket handshake, so a page of another site that opens
    // this socket with our cookie names itself here (cross-site WebSocket hijacking): refused. A
    // request without Origin is not from a browser; it could have sent any Origin, and it still
    // needs a live access token, so it is let in (scripts, monitoring, tests).
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) return 'forbiddenOrigin';
    const token = cookieValue(request.headers.cookie, options.authCookie);
    const found = token ? await authenticate(ctx, token) : null;
    return found && token ? { userId: found.user.id, token } : 'unauthenticated';
  }

  function serve(socket: WebSocket, person: Person, log: FastifyBaseLogger): void {
    const send = (event: ServerEvent) => {
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        return;
      }
      socket.send(JSON.stringify(event));
    };
    const stopListening = ctx.events.subscribe(person.userId, send);
    const recordDelivered = deliveredMarks(ctx, person.userId, log);

    // A socket whose device vanished (no close frame: a phone out of coverage) is found by the pong
    // it does not send back. A socket lives as long as its access token: once that has expired the
    // app is told to reconnect with its fresh one, so an ended session stops hearing within minutes.
    let answered = true;
    socket.on('pong', () => {
      answered = true;
    });
    const heartbeat = setInterval(() => {
      if (!answered) {
        socket.terminate();
        return;
      }
      answered = false;
      socket.ping();
      ctx.signer.verify(person.token, ctx.clock.now()).then(
        (claims) => {
          if (!claims) socket.close(SOCKET_CLOSE.unauthenticated, 'Session expired');
        },
        () => {},
      );
    }, heartbeatMs);

    socket.on('message', (data, isBinary) => {
      const event = isBinary ? null : clientEvent(data);
      // Anything else is ignored rather than closed on: an app newer than this server may send an
      // event it does not know yet, and closing would only make it reconnect again and again.
      if (!event) return;
      if (event.type === 'ping') send({ type: 'pong' });
      else recordDelivered(event.conversation_id, event.sequence);
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      stopListening();
    });
  }

  return async (app) => {
    app.route({
      method: 'GET',
      url: chatPaths.socket,
      // Public to the access policy: the route checks the session itself, and answers with close codes.
      config: { access: 'public' },
      schema: {
        tags: ['chat'],
        summary: 'Your WebSocket: the events for you, one JSON object per frame',
        description:
          'Open it as a WebSocket, with the access token in the `auth.token` cookie. Closed with 4401 without a live session, 4403 from another site. A plain GET gets 426.',
      },
      preHandler: async (request) => {
        if (request.ws) admissions.set(request, await admit(request));
      },
      handler: async () => {
        throw new HttpError(426, 'Open this address as a WebSocket.', undefined, { upgrade: 'websocket' });
      },
      wsHandler: (socket, request) => {
        const admission = admissions.get(request) ?? 'unauthenticated';
        if (admission === 'forbiddenOrigin') socket.close(SOCKET_CLOSE.forbiddenOrigin, 'Origin not allowed');
        else if (admission === 'unauthenticated') socket.close(SOCKET_CLOSE.unauthenticated, 'Not signed in');
        else serve(socket, admission, request.log);
      },
    });
  };
}

/**
 * The site's own origin (PUBLIC_URL). In development also the Vite dev server's (apps/web
 * vite.config.ts, port 5173), which forwards `/api` with the browser's own Origin.
 */
function allowedOrigins(config: Config): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (config.env === 'development') {
    origins.add('http://localhost:5173');
    origins.add('http://127.0.0.1:5173');
  }
  return origins;
}

function clientEvent(data: RawData): ClientEvent | null {
  if (!Buffer.isBuffer(data)) return null;
  try {
    const parsed = ClientEventSchema.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes a socket's delivered marks one at a time, keeping only the highest waiting per
 * conversation: a burst of frames costs a few writes, not one each. Marks only move forward, so a
 * mark dropped or written late changes nothing; a conversation the person is not in (404) is ignored.
 */
function deliveredMarks(ctx: AppContext, userId: string, log: FastifyBaseLogger) {
  const waiting = new Map<string, number>();
  let writing = false;

  async function writeWaiting() {
    writing = true;
    for (const [conversationId, sequence] of waiting) {
      waiting.delete(conversationId);
      try {
        await markDelivered(ctx, userId, conversationId, sequence);
      } catch (error) {
        if (!(error instanceof HttpError)) {
          log.warn(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'Could not record a delivered mark.',
          );
        }
      }
    }
    writing = false;
  }

  return (conversationId: string, sequence: number) => {
    const before = waiting.get(conversationId);
    if (before === undefined && waiting.size >= MARKS_WAITING) return;
    waiting.set(conversationId, Math.max(sequence, before ?? 0));
    if (!writing) void writeWaiting();
  };
}
