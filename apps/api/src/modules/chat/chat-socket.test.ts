import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SOCKET_CLOSE, chatPaths, conversationPath, type ServerEvent } from '@alongside/contract';
import { ACCOUNT_LIMITS } from '@alongside/domain';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AUTH_COOKIE } from '../../app';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { createScratchDatabase } from '../../test/scratch-database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createClient, createWorker, WORKER_SPECS } from '../../test/worker-fixtures';
import { chatSocketRoutes, SOCKET_MAX_PAYLOAD } from './chat-socket';

// Issue #22, decision 038: the signed-in person's WebSocket, over a real connection.
const clock = manualClock();
const SITE = 'http://localhost:3000';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { PUBLIC_URL: SITE } });
  base = await listen(t.app);
}, 60_000);
afterAll(() => t.close());

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Opened = {
  socket: WebSocket;
  /** Whether the server let the socket open. */
  opened: Promise<boolean>;
  closed: Promise<{ code: number; reason: string }>;
  /** The next event the server sends. */
  next(): Promise<ServerEvent>;
};

/** Opens a socket as a browser on the site would: its Origin, and the token in the cookie. */
function connect(
  options: { token?: string; origin?: string | null; url?: string; autoPong?: boolean } = {},
): Opened {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers['origin'] = options.origin ?? SITE;
  if (options.token) headers['cookie'] = `theme=dark; ${AUTH_COOKIE}=${encodeURIComponent(options.token)}`;
  const socket = new WebSocket(options.url ?? `${base}${chatPaths.socket}`, {
    headers,
    autoPong: options.autoPong ?? true,
  });
  const waiting: ((event: ServerEvent) => void)[] = [];
  const received: ServerEvent[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ServerEvent;
    const taker = waiting.shift();
    if (taker) taker(event);
    else received.push(event);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const opened = new Promise<boolean>((resolve) => {
    socket.on('open', () => resolve(true));
    socket.on('error', () => resolve(false));
  });
  return {
    socket,
    opened,
    closed,
    next: () =>
      received.length > 0
        ? Promise.resolve(received.shift()!)
        : new Promise<ServerEvent>((resolve) => waiting.push(resolve)),
  };
}

/** The next event of that type, past any others (the services also send unread counts and the like). */
async function nextOfType<Type extends ServerEvent['type']>(
  opened: Opened,
  type: Type,
): Promise<Extract<ServerEvent, { type: Type }>> {
  for (;;) {
    const event = await opened.next();
    if (event.type === type) return event as Extract<ServerEvent, { type: Type }>;
  }
}

function within<T>(promise: Promise<T>, ms = 5_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);
}

describe('GET /api/ws', () => {
  it('passes on the events published to the signed-in person, and none published to anyone else', async () => {
    const mia = await signUpWithId(t.app);
    const noah = await signUpWithId(t.app);
    const socket = connect({ token: mia.token });
    expect(await socket.opened).toBe(true);

    t.app.ctx.events.publish([noah.id], { type: 'conversation', conversation_id: 'for-noah' });
    t.app.ctx.events.publish([mia.id, noah.id], { type: 'conversation', conversation_id: 'for-both' });
    // In order on one socket: had Noah's reached Mia, it would come first.
    expect(await within(socket.next())).toEqual({ type: 'conversation', conversation_id: 'for-both' });
    socket.socket.close();
    await socket.closed;
  });

  it('closes with 4401 without a cookie, with a token that is not genuine, and after sign-out', async () => {
    for (const token of [undefined, 'not.a.token', `${(await signUpWithId(t.app)).token}x`]) {
      const socket = connect(token ? { token } : {});
      expect((await within(socket.closed)).code).toBe(SOCKET_CLOSE.unauthenticated);
    }
    const leaving = await signUpWithId(t.app);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    const socket = connect({ token: leaving.token });
    expect((await within(socket.closed)).code).toBe(SOCKET_CLOSE.unauthenticated);
  });

  it('closes with 4403 when a page of another site opens it, even with a live session', async () => {
    const mia = await signUpWithId(t.app);
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const socket = connect({ token: mia.token, origin });
      expect((await within(socket.closed)).code).toBe(SOCKET_CLOSE.forbiddenOrigin);
    }
  });

  it('lets in a client that sends no Origin (not a browser) when its session is live', async () => {
    const mia = await signUpWithId(t.app);
    const socket = connect({ token: mia.token, origin: null });
    expect(await socket.opened).toBe(true);
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(socket.next())).toEqual({ type: 'pong' });
    socket.socket.close();
  });

  it('answers the app’s ping with a pong', async () => {
    const mia = await signUpWithId(t.app);
    const socket = connect({ token: mia.token });
    expect(await socket.opened).toBe(true);
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(socket.next())).toEqual({ type: 'pong' });
    socket.socket.close();
  });

  it('ignores frames it does not understand and stays up; a frame over the size limit closes that socket', async () => {
    const mia = await signUpWithId(t.app);
    const socket = connect({ token: mia.token });
    expect(await socket.opened).toBe(true);
    for (const frame of [
      'not json',
      '{"type":"nope"}',
      '{"type":"ping","extra":1}',
      '{"type":"delivered","conversation_id":"x","sequence":1}',
      '{"type":"delivered","conversation_id":"' + randomUUID() + '","sequence":-1}',
      '[]',
      'null',
      '{"__proto__":{"type":"ping"}}',
    ]) {
      socket.socket.send(frame);
    }
    socket.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    // A conversation Mia is not in: the mark is refused inside, the socket carries on.
    socket.socket.send(JSON.stringify({ type: 'delivered', conversation_id: randomUUID(), sequence: 3 }));
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(socket.next())).toEqual({ type: 'pong' });

    socket.socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(SOCKET_MAX_PAYLOAD) }));
    expect((await within(socket.closed)).code).toBe(1009);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('tells a person of a message sent to them, and the sender once it reached their device', async () => {
    const cara = await createClient(t.app);
    const ava = await createWorker(t.app, WORKER_SPECS.ava);
    const opened = await t.app.inject({
      method: 'POST',
      url: chatPaths.conversations,
      headers: { authorization: `Bearer ${cara.token}` },
      payload: { user_id: ava.id },
    });
    const conversationId: string = opened.json().data.id;
    const caraSocket = connect({ token: cara.token });
    const avaSocket = connect({ token: ava.token });
    expect(await Promise.all([caraSocket.opened, avaSocket.opened])).toEqual([true, true]);

    const sent = await t.app.inject({
      method: 'POST',
      url: conversationPath(conversationId, 'messages'),
      headers: { authorization: `Bearer ${ava.token}` },
      payload: { client_id: randomUUID(), body: 'Hello Cara' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const heard = await within(nextOfType(caraSocket, 'message'));
    expect(heard.message).toMatchObject({ conversation_id: conversationId, sequence: 1, body: 'Hello Cara' });

    caraSocket.socket.send(
      JSON.stringify({ type: 'delivered', conversation_id: conversationId, sequence: 1 }),
    );
    expect(await within(nextOfType(avaSocket, 'read'))).toMatchObject({
      conversation_id: conversationId,
      user_id: cara.id,
      delivered_up_to: 1,
      read_up_to: 0,
    });
    caraSocket.socket.close();
    avaSocket.socket.close();
  });

  it('is allowed by the pages’ content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toMatch(
      /connect-src 'self' ws:\/\/localhost:3000[ ;]/,
    );
  });

  it('answers a plain GET with 426: it is only a WebSocket', async () => {
    const response = await t.app.inject({ method: 'GET', url: chatPaths.socket });
    expect(response.statusCode).toBe(426);
    expect(response.headers['upgrade']).toBe('websocket');
  });
});

describe('the heartbeat', () => {
  // The app's route on a server of its own with a short beat, sharing the test app's database and clock.
  let server: FastifyInstance;
  let beatingBase: string;

  beforeAll(async () => {
    server = Fastify();
    await server.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });
    await server.register(chatSocketRoutes(t.app.ctx, { authCookie: AUTH_COOKIE, heartbeatMs: 100 }));
    beatingBase = await listen(server);
  });
  afterAll(() => server.close());

  it('pings the device, and keeps a socket that answers', async () => {
    const mia = await signUpWithId(t.app);
    const socket = connect({ token: mia.token, url: `${beatingBase}${chatPaths.socket}` });
    expect(await socket.opened).toBe(true);
    let pings = 0;
    socket.socket.on('ping', () => (pings += 1));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(pings).toBeGreaterThanOrEqual(2);
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    socket.socket.close();
  });

  it('drops a socket whose device does not answer the ping', async () => {
    const mia = await signUpWithId(t.app);
    const socket = connect({ token: mia.token, url: `${beatingBase}${chatPaths.socket}`, autoPong: false });
    expect(await socket.opened).toBe(true);
    // Terminated without a close frame, as a vanished device would be.
    expect((await within(socket.closed, 2_000)).code).toBe(1006);
  });

  it('closes with 4401 once the access token has expired, so the app reconnects with its fresh one', async () => {
    const mia = await signUpWithId(t.app);
    const socket = connect({ token: mia.token, url: `${beatingBase}${chatPaths.socket}` });
    expect(await socket.opened).toBe(true);
    clock.advance(ACCOUNT_LIMITS.accessTokenSeconds + 1);
    expect((await within(socket.closed, 2_000)).code).toBe(SOCKET_CLOSE.unauthenticated);
  });
});

describe('over HTTPS with HTTP/2 (TLS_CERT_FILE)', () => {
  // Browsers open WebSockets over HTTP/1.1; the server keeps it beside HTTP/2 (`allowHTTP1`).
  const tlsDir = path.join(import.meta.dirname, '../../test/tls');
  let secure: TestApp;
  let secureBase: string;

  beforeAll(async () => {
    secure = await buildTestApp({
      env: {
        PUBLIC_URL: SITE,
        TLS_CERT_FILE: path.join(tlsDir, 'localhost-cert.pem'),
        TLS_KEY_FILE: path.join(tlsDir, 'localhost-key.pem'),
      },
    });
    await secure.app.listen({ port: 0, host: '127.0.0.1' });
    secureBase = `wss://localhost:${(secure.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => secure.close());

  it('opens a secure socket and passes events on', async () => {
    const mia = await signUpWithId(secure.app);
    const socket = new WebSocket(`${secureBase}${chatPaths.socket}`, {
      ca: readFileSync(path.join(tlsDir, 'localhost-cert.pem')),
      headers: { origin: SITE, cookie: `${AUTH_COOKIE}=${encodeURIComponent(mia.token)}` },
    });
    await within(new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject)));
    const event = new Promise((resolve) => socket.on('message', (data) => resolve(JSON.parse(String(data)))));
    secure.app.ctx.events.publish([mia.id], { type: 'resync' });
    expect(await within(event)).toEqual({ type: 'resync' });
    socket.close();
  });
});

describe.skipIf(!process.env['REDIS_URL'])('two API instances on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let bBase: string;

  beforeAll(async () => {
    // Same prefix: the two are one deployment. Each has its own database; publishing needs none.
    const sharedKeyPrefix = `alongside-test:${randomBytes(6).toString('hex')}:`;
    a = await buildTestApp({ sharedKeyPrefix, env: { PUBLIC_URL: SITE } });
    b = await buildTestApp({ sharedKeyPrefix, env: { PUBLIC_URL: SITE } });
    bBase = await listen(b.app);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('passes an event published on instance A to the person’s socket on instance B', async () => {
    const mia = await signUpWithId(b.app);
    const socket = connect({ token: mia.token, url: `${bBase}${chatPaths.socket}` });
    expect(await socket.opened).toBe(true);
    a.app.ctx.events.publish([mia.id], { type: 'conversation', conversation_id: 'from-a' });
    expect(await within(socket.next())).toEqual({ type: 'conversation', conversation_id: 'from-a' });
    socket.socket.close();
  });
});

describe.skipIf(!process.env['DATABASE_URL'] || !process.env['REDIS_URL'])(
  'two API instances on one PostgreSQL and Redis',
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let a: TestApp;
    let b: TestApp;
    let bBase: string;

    beforeAll(async () => {
      database = await createScratchDatabase(process.env['DATABASE_URL']!, { prefix: 'alongside_test' });
      const shared = {
        sharedDatabaseUrl: database.url,
        sharedKeyPrefix: `alongside-test:${randomBytes(6).toString('hex')}:`,
        env: { PUBLIC_URL: SITE, JWT_SECRET: randomBytes(32).toString('hex') },
      };
      // One after the other: each instance migrates the database as it starts.
      a = await buildTestApp(shared);
      b = await buildTestApp(shared);
      bBase = await listen(b.app);
    }, 60_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.drop();
    });

    it('brings a message sent through instance A to the other person’s socket on instance B', async () => {
      const worker = await createWorker(a.app, WORKER_SPECS.ava);
      const client = await createClient(a.app);
      const opened = await a.app.inject({
        method: 'POST',
        url: chatPaths.conversations,
        payload: { user_id: worker.id },
        headers: { authorization: `Bearer ${client.token}` },
      });
      const conversationId: string = opened.json().data.id;
      const socket = connect({ token: worker.token, url: `${bBase}${chatPaths.socket}` });
      expect(await socket.opened).toBe(true);
      const clientId = randomUUID();
      const sent = await a.app.inject({
        method: 'POST',
        url: conversationPath(conversationId, 'messages'),
        payload: { client_id: clientId, body: 'Hello from the other instance' },
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(sent.statusCode).toBe(201);
      const event = await within(nextOfType(socket, 'message'));
      expect(event.message).toMatchObject({
        client_id: clientId,
        sequence: 1,
        body: 'Hello from the other instance',
      });
      socket.socket.close();
    }, 60_000);
  },
);

describe('shutting down', () => {
  it('closes the open sockets and does not wait for them', async () => {
    const closing = await buildTestApp({ env: { PUBLIC_URL: SITE } });
    const closingBase = await listen(closing.app);
    const mia = await signUpWithId(closing.app);
    const socket = connect({ token: mia.token, url: `${closingBase}${chatPaths.socket}` });
    expect(await socket.opened).toBe(true);
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await within(socket.closed)).code).not.toBe(SOCKET_CLOSE.unauthenticated);
  }, 60_000);
});
