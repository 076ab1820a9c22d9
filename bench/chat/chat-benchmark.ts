// Prints what real-time chat costs (issue #22 "Performance", decision 038): sockets held open,
// one-to-one messages sent through the HTTP route at a steady rate, and the time until the other
// person's socket hears each one. It never fails: a measurement, not a test.
//   1. One API process, N sockets (N/2 client and worker pairs): delivery p50/p95/p99, lost,
//      duplicated, and the server's memory per socket.
//   2. Two API processes on one PostgreSQL and one Redis: senders on A, receivers on B.
//   3. As 2, on a private Redis (port 6390) stopped halfway and started again: the apps catch up
//      from the database on `resync`; lost and duplicated across the whole run.
// The API runs in child processes (chat-server.ts), so the load generator here does not share their
// CPU, and their memory is theirs alone.
//
//   npm run bench:chat
//   DATABASE_URL=postgres://user@host:5432/postgres   part 1 on PostgreSQL (a scratch database), and parts 2 and 3
//   REDIS_URL=redis://127.0.0.1:6379                  part 2 (part 3 starts its own redis-server)
//   BENCH_SOCKETS=5000 BENCH_RATE=1000 BENCH_SECONDS=20
//   BENCH_PARTS=1,2,3   which parts to run
//   BENCH_PROFILE=dir   a CPU profile of each API process during each timed run, written to dir
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  chatPaths,
  conversationPath,
  type Message,
  type MessageListResponse,
  type ServerEvent,
} from '@alongside/contract';
import pg from 'pg';
import WebSocket from 'ws';
import { createScratchDatabase } from '../../apps/api/src/test/scratch-database';
import type { Request, SeededPair, ServerStats } from './chat-server';
import { machineLine } from '../machine-reading';

const SOCKETS = Number(process.env['BENCH_SOCKETS'] ?? 5_000);
const RATE = Number(process.env['BENCH_RATE'] ?? 1_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const DATABASE_URL = process.env['DATABASE_URL'];
const REDIS_URL = process.env['REDIS_URL'];
const PROFILE_DIR = process.env['BENCH_PROFILE'];
const PARTS = new Set((process.env['BENCH_PARTS'] ?? '1,2,3').split(','));
const TARGETS = { deliveryP99Ms: 50, kbPerSocket: 15, twoProcessP99Ms: 20 };
// The most the configuration allows: 30 messages a minute per person become 30 000, and 120 per
// address 120 000 (2 000 a second, all the load generator's from its one address).
const RATE_LIMIT_FACTOR = '1000';
/** A message answered 2xx and not heard this long after the last answer is counted lost. */
const LOST_AFTER_MS = 5_000;
/** How long the private Redis of part 3 stays stopped. */
const REDIS_DOWN_MS = 2_000;
const PRIVATE_REDIS_PORT = 6390;
/** The load generator's keep-alive HTTP connections to each API process. */
const HTTP_CONNECTIONS = 64;
/**
 * Messages waiting for their answer past which no more are sent until some are answered: a server
 * that cannot keep up would otherwise be buried under a queue that only says it cannot.
 */
const MOST_WAITING = HTTP_CONNECTIONS * 4;
const PUBLIC_URL = 'http://localhost:3000';
// Not imported from app.ts: that would load the whole API into the load generator.
const AUTH_COOKIE = 'auth.token';
const JWT_SECRET = randomBytes(32).toString('hex');
const PAGE = 100;

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const count = (value: number) => value.toLocaleString('en-AU');
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type ApiProcess = {
  name: string;
  port: number;
  agent: http.Agent;
  call<T>(request: Request): Promise<T>;
  stop(): Promise<void>;
};

/** One API process (chat-server.ts) configured as server.ts would be by this environment. */
async function startApi(
  name: string,
  settings: { dataDir: string; databaseUrl?: string; redisUrl?: string; keyPrefix?: string },
): Promise<ApiProcess> {
  const child = fork(path.join(import.meta.dirname, 'chat-server.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      NODE_ENV: 'development',
      LOG_LEVEL: 'fatal',
      DATA_DIR: settings.dataDir,
      JWT_SECRET,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(settings.dataDir, 'no-web-build'),
      PUBLIC_URL,
      RATE_LIMIT_FACTOR,
      ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
      ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
      ...(settings.keyPrefix ? { BENCH_KEY_PREFIX: settings.keyPrefix } : {}),
    },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`API process ${name} exited (${code}) before it listened`)));
    child.on('message', (message: { ready?: number; id?: number; result?: unknown; error?: string }) => {
      if (message.ready !== undefined) return resolve(message.ready);
      const caller = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (message.error !== undefined) caller?.reject(new Error(`API process ${name}: ${message.error}`));
      else caller?.resolve(message.result);
    });
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: HTTP_CONNECTIONS });
  return {
    name,
    port,
    agent,
    call<T>(request: Request) {
      const id = ++nextId;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...request, id });
      });
    },
    async stop() {
      agent.destroy();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A person of a pair, with the socket they listen on and what it has heard of their conversation. */
type Listener = {
  id: string;
  token: string;
  conversationId: string;
  /** Where their socket is, and so where their app asks to catch up. */
  api: ApiProcess;
  socket: WebSocket | null;
  sequences: Set<number>;
  /** The sequences its socket has told of: a second `message` event for one is a duplicate. */
  toldBySocket: Set<number>;
  /** Every sequence up to this one has been heard: the `after` of a catch-up. */
  upTo: number;
  catchingUp: boolean;
  catchUpAgain: boolean;
};

type Sent = {
  receiverId: string;
  postedAt: number;
  answeredAt?: number;
  accepted: boolean;
  receivedAt?: number;
  via?: 'socket' | 'catch-up';
};

/** What one part counts: every message by its client_id, and what the sockets heard. */
class Tally {
  sent = new Map<string, Sent>();
  /** The same message event twice on a socket. */
  eventsTwice = 0;
  /** The same client_id under a second sequence: stored twice, shown twice. */
  storedTwice = 0;
  /** Rows of a catch-up page the socket had already heard: an app drops them by sequence. */
  fetchedAgain = 0;
  /**
   * `message` events for a message a catch-up had already fetched (a publish Redis took as it went
   * away, sent again by the client once it was back): an app drops them by sequence.
   */
  toldAfterCatchUp = 0;
  refusals = new Map<string, number>();
  /** When the timed sending began (performance.now()). */
  startedAt = 0;
  /** Not sent: MOST_WAITING were waiting for their answer when their time came. */
  heldBack = 0;
  retries = 0;
  closedSockets = 0;
  resyncs = 0;
  firstResyncAt: number | null = null;
  lastCatchUpDoneAt: number | null = null;
  catchUpRequests = 0;
  catchUpFailures = 0;
  catchUpsRunning = 0;

  hear(listener: Listener, message: Message, via: 'socket' | 'catch-up'): void {
    if (message.conversation_id !== listener.conversationId) return;
    if (via === 'socket') {
      if (listener.toldBySocket.has(message.sequence)) {
        this.eventsTwice += 1;
        return;
      }
      listener.toldBySocket.add(message.sequence);
    }
    if (listener.sequences.has(message.sequence)) {
      if (via === 'socket') this.toldAfterCatchUp += 1;
      else this.fetchedAgain += 1;
      return;
    }
    listener.sequences.add(message.sequence);
    while (listener.sequences.has(listener.upTo + 1)) listener.upTo += 1;
    if (message.sender_id === listener.id) return;
    const sent = this.sent.get(message.client_id);
    if (!sent || sent.receiverId !== listener.id) return;
    if (sent.receivedAt !== undefined) {
      this.storedTwice += 1;
      return;
    }
    sent.receivedAt = performance.now();
    sent.via = via;
  }

  refused(reason: string): void {
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
  }
}

function request(
  api: ApiProcess,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      {
        host: '127.0.0.1',
        port: api.port,
        method,
        path: url,
        agent: api.agent,
        timeout: 30_000,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * Sends one message as the app does: POST with an id it made, and again with the same id after a
 * failure (the server returns the first copy), for up to 30 s.
 */
async function sendMessage(tally: Tally, api: ApiProcess, from: Listener, to: Listener, n: number) {
  const clientId = randomUUID();
  const sent: Sent = { receiverId: to.id, postedAt: performance.now(), accepted: false };
  tally.sent.set(clientId, sent);
  const body = JSON.stringify({ client_id: clientId, body: `Bench message ${n}: see you at ten.` });
  for (;;) {
    try {
      const answer = await request(
        api,
        'POST',
        conversationPath(from.conversationId, 'messages'),
        from.token,
        body,
      );
      if (answer.status === 200 || answer.status === 201) {
        sent.accepted = true;
        sent.answeredAt = performance.now();
        return;
      }
      tally.refused(String(answer.status));
    } catch (error) {
      tally.refused(error instanceof Error ? error.message : 'error');
    }
    if (performance.now() - sent.postedAt > 30_000) return;
    tally.retries += 1;
    await sleep(250);
  }
}

/** What the app does on `resync`: asks for the messages after the last it has in order. */
async function catchUp(tally: Tally, listener: Listener): Promise<void> {
  if (listener.catchingUp) {
    listener.catchUpAgain = true;
    return;
  }
  listener.catchingUp = true;
  tally.catchUpsRunning += 1;
  do {
    listener.catchUpAgain = false;
    let after = listener.upTo;
    for (let attempt = 0; attempt < 40;) {
      tally.catchUpRequests += 1;
      try {
        const answer = await request(
          listener.api,
          'GET',
          `${conversationPath(listener.conversationId, 'messages')}?after=${after}&limit=${PAGE}`,
          listener.token,
        );
        if (answer.status !== 200) throw new Error(String(answer.status));
        const page = JSON.parse(answer.text) as MessageListResponse;
        for (const message of page.data) tally.hear(listener, message, 'catch-up');
        if (page.data.length < PAGE) break;
        after = page.data.at(-1)!.sequence;
      } catch {
        tally.catchUpFailures += 1;
        attempt += 1;
        await sleep(250);
      }
    }
  } while (listener.catchUpAgain);
  listener.catchingUp = false;
  tally.catchUpsRunning -= 1;
  tally.lastCatchUpDoneAt = performance.now();
}

/** Opens the person's socket as a browser on the site would, and waits for the server to serve it. */
function connect(tally: () => Tally, listener: Listener): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${listener.api.port}${chatPaths.socket}`, {
      headers: { origin: PUBLIC_URL, cookie: `${AUTH_COOKIE}=${encodeURIComponent(listener.token)}` },
      perMessageDeflate: false,
    });
    let served = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'ping' })));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ServerEvent;
      if (event.type === 'pong' && !served) {
        served = true;
        listener.socket = socket;
        resolve();
      } else if (event.type === 'message') {
        tally().hear(listener, event.message, 'socket');
      } else if (event.type === 'resync') {
        const current = tally();
        current.resyncs += 1;
        current.firstResyncAt ??= performance.now();
        void catchUp(current, listener);
      }
    });
    socket.on('error', (error) => {
      if (!served) reject(error);
    });
    socket.on('close', (code) => {
      if (!served) reject(new Error(`closed ${code}`));
      else if (listener.socket === socket) {
        listener.socket = null;
        tally().closedSockets += 1;
      }
    });
  });
}

async function connectAll(
  tally: () => Tally,
  listeners: Listener[],
): Promise<{ ms: number; refused: number }> {
  const started = performance.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < listeners.length) {
        const listener = listeners[next++]!;
        await connect(tally, listener).catch(() => {
          refused += 1;
        });
      }
    }),
  );
  return { ms: performance.now() - started, refused };
}

function closeAll(listeners: Listener[]): void {
  for (const listener of listeners) {
    const socket = listener.socket;
    listener.socket = null;
    socket?.terminate();
  }
}

/** Each person of each pair, signed in on `seedApi`, listening on `clientApi` or `workerApi`. */
async function listenersOf(
  pairs: SeededPair[],
  seedApi: ApiProcess,
  clientApi: ApiProcess,
  workerApi: ApiProcess,
): Promise<{ clients: Listener[]; workers: Listener[] }> {
  const tokens = await seedApi.call<string[]>({
    type: 'sign-in',
    userIds: pairs.flatMap((pair) => [pair.clientId, pair.workerId]),
  });
  const last = await seedApi.call<Record<string, number>>({
    type: 'last-sequences',
    conversationIds: pairs.map((pair) => pair.conversationId),
  });
  const person = (id: string, token: string, conversationId: string, api: ApiProcess): Listener => ({
    id,
    token,
    conversationId,
    api,
    socket: null,
    sequences: new Set(),
    toldBySocket: new Set(),
    upTo: last[conversationId] ?? 0,
    catchingUp: false,
    catchUpAgain: false,
  });
  return {
    clients: pairs.map((pair, n) => person(pair.clientId, tokens[2 * n]!, pair.conversationId, clientApi)),
    workers: pairs.map((pair, n) =>
      person(pair.workerId, tokens[2 * n + 1]!, pair.conversationId, workerApi),
    ),
  };
}

/**
 * Sends `rate` messages a second for `seconds`, open loop (each on time, whether or not the ones
 * before have been answered), then waits until every accepted one has been heard, or until nothing
 * has been heard for LOST_AFTER_MS after the last answer and no catch-up is running.
 */
async function sendAtRate(
  tally: Tally,
  seconds: number,
  rate: number,
  pick: () => { api: ApiProcess; from: Listener; to: Listener },
  during?: (elapsedMs: number) => void,
): Promise<{ sendMs: number }> {
  const total = Math.round(seconds * rate);
  const started = performance.now();
  tally.startedAt = started;
  const sending: Promise<void>[] = [];
  let issued = 0;
  let waiting = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      during?.(elapsed);
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
      for (; issued < due; issued++) {
        if (waiting >= MOST_WAITING) {
          tally.heldBack += 1;
          continue;
        }
        const { api, from, to } = pick();
        waiting += 1;
        sending.push(
          sendMessage(tally, api, from, to, issued).finally(() => {
            waiting -= 1;
          }),
        );
      }
      if (issued >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const sendMs = performance.now() - started;
  await Promise.all(sending);
  let heard = -1;
  let lastNews = performance.now();
  for (;;) {
    const messages = [...tally.sent.values()];
    const now = heard;
    heard = messages.filter((sent) => sent.receivedAt !== undefined).length;
    if (heard !== now) lastNews = performance.now();
    const waiting = messages.filter((sent) => sent.accepted && sent.receivedAt === undefined).length;
    if (tally.catchUpsRunning === 0 && (waiting === 0 || performance.now() - lastNews > LOST_AFTER_MS)) break;
    await sleep(50);
  }
  return { sendMs };
}

type Figures = {
  sent: number;
  accepted: number;
  received: number;
  lost: number;
  duplicated: number;
  late: number;
  delivery: number[];
  answer: number[];
};

function figuresOf(tally: Tally): Figures {
  const messages = [...tally.sent.values()];
  const accepted = messages.filter((sent) => sent.accepted);
  const received = messages.filter((sent) => sent.receivedAt !== undefined);
  return {
    sent: messages.length,
    accepted: accepted.length,
    received: received.length,
    lost: accepted.filter((sent) => sent.receivedAt === undefined).length,
    duplicated: tally.eventsTwice + tally.storedTwice,
    late: received.filter((sent) => sent.receivedAt! - (sent.answeredAt ?? sent.postedAt) > LOST_AFTER_MS)
      .length,
    delivery: received.map((sent) => sent.receivedAt! - sent.postedAt),
    answer: accepted.map((sent) => sent.answeredAt! - sent.postedAt),
  };
}

function printFigures(tally: Tally, figures: Figures, sendMs: number, p99Target: number, label: string) {
  const { delivery, answer } = figures;
  const p99 = percentile(delivery, 99);
  const refusals = [...tally.refusals].map(([reason, times]) => `${count(times)} × ${reason}`).join(', ');
  console.log(
    `  Sent ${count(figures.sent)} in ${(sendMs / 1000).toFixed(1)} s (${(figures.sent / (sendMs / 1000)).toFixed(0)}/s); answered 2xx: ${count(figures.accepted)}; POST answer p50 ${ms(percentile(answer, 50))}, p99 ${ms(percentile(answer, 99))}`,
  );
  if (tally.heldBack > 0)
    console.log(
      `  Held back ${count(tally.heldBack)} of the ${count(figures.sent + tally.heldBack)} due: ${MOST_WAITING} were waiting for their answer (the server could not keep up)`,
    );
  if (refusals)
    console.log(
      `  Refused, then sent again with the same client_id: ${refusals} (${count(tally.retries)} retries)`,
    );
  console.log(
    `  ${label} p50 ${ms(percentile(delivery, 50))}, p95 ${ms(percentile(delivery, 95))}, p99 ${ms(p99)} — target p99 ≤ ${p99Target} ms: ${mark(p99 <= p99Target)}`,
  );
  console.log(
    `  Received ${count(figures.received)}, lost ${count(figures.lost)}, duplicated ${count(figures.duplicated)} — target 0 and 0: ${mark(figures.lost === 0 && figures.duplicated === 0)}`,
  );
  if (figures.lost > 0) {
    const answered = [...tally.sent.values()]
      .filter((sent) => sent.accepted && sent.receivedAt === undefined)
      .map((sent) => (sent.answeredAt! - tally.startedAt) / 1000);
    console.log(
      `  (the lost were answered between ${Math.min(...answered).toFixed(2)} s and ${Math.max(...answered).toFixed(2)} s into the run)`,
    );
  }
  if (figures.late > 0)
    console.log(`  (${count(figures.late)} of them heard more than 5 s after their answer)`);
  if (tally.toldAfterCatchUp > 0)
    console.log(
      `  (${count(tally.toldAfterCatchUp)} message events for messages a catch-up had already fetched, dropped by sequence as the app does)`,
    );
  if (tally.fetchedAgain > 0)
    console.log(
      `  (${count(tally.fetchedAgain)} rows fetched again in catch-up, dropped by sequence as the app does)`,
    );
  if (tally.closedSockets > 0)
    console.log(`  ${count(tally.closedSockets)} sockets closed by the server during the run`);
}

/** CPU profiles of `apis` while `run` runs, with BENCH_PROFILE. */
async function profiled<T>(apis: ApiProcess[], name: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return run();
  mkdirSync(PROFILE_DIR, { recursive: true });
  for (const api of apis) await api.call({ type: 'profile-start' });
  const result = await run();
  for (const api of apis) {
    const file = await api.call<string>({
      type: 'profile-stop',
      file: path.join(PROFILE_DIR, `chat-${name}-${api.name}-${Date.now()}.cpuprofile`),
    });
    console.log(`  (CPU profile: ${file})`);
  }
  return result;
}

function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    return line ? Number(line.split(/\s{2,}/)[1]) : null;
  } catch {
    return null;
  }
}

const random = (below: number) => Math.floor(Math.random() * below);

/**
 * The CPU time, in ms, that PostgreSQL's backends serving the database at `url` have used, when the
 * server runs on this machine (its processes are in /proc); null when it does not. On a shared
 * machine the rate moves with everyone else's load; the CPU a message costs moves much less.
 */
async function databaseCpuMs(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    let ticks = 0;
    for (const { pid } of rows) {
      // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Part 1: one API process, every socket on it, messages either way within each pair. */
async function onePart(sockets: number, scratchUrl: string | null): Promise<SeededPair[] | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alongside-bench-chat-'));
  console.log(
    `1. One API process (${scratchUrl ? 'PostgreSQL at DATABASE_URL, a scratch database' : 'PGlite, embedded, in a temporary DATA_DIR'}; events in memory)`,
  );
  const api = await startApi('one', { dataDir, ...(scratchUrl ? { databaseUrl: scratchUrl } : {}) });
  let tally = new Tally();
  let listeners: Listener[] = [];
  try {
    const seedStarted = performance.now();
    const pairs = await api.call<SeededPair[]>({ type: 'seed', pairs: sockets / 2 });
    const { clients, workers } = await listenersOf(pairs, api, api, api);
    listeners = [...clients, ...workers];
    console.log(
      `  Seeded ${count(pairs.length)} client–worker pairs, each with a conversation, and signed them in, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const before = await api.call<ServerStats>({ type: 'stats' });
    const connected = await connectAll(() => tally, listeners);
    await sleep(1_000);
    const after = await api.call<ServerStats>({ type: 'stats' });
    const open = listeners.filter((listener) => listener.socket).length;
    console.log(
      `  ${count(open)} sockets connected in ${(connected.ms / 1000).toFixed(1)} s${connected.refused ? ` (${count(connected.refused)} refused)` : ''}`,
    );
    const perSocket = (bytes: number) => bytes / open / 1024;
    const rssKb = perSocket(after.rss - before.rss);
    console.log(
      `  Server memory after GC: RSS ${(before.rss / 2 ** 20).toFixed(0)} MB with 0 sockets, ${(after.rss / 2 ** 20).toFixed(0)} MB with ${count(open)}: ${rssKb.toFixed(1)} KB a socket (heap ${perSocket(after.heapUsed - before.heapUsed).toFixed(1)} KB) — target ≤ ${TARGETS.kbPerSocket} KB: ${mark(rssKb <= TARGETS.kbPerSocket)}`,
    );

    const pick = () => {
      const n = random(pairs.length);
      const [from, to] = Math.random() < 0.5 ? [clients[n]!, workers[n]!] : [workers[n]!, clients[n]!];
      return { api, from, to };
    };
    // Warm-up, not counted: the first requests compile the routes' code and fill the caches.
    await sendAtRate(tally, 2, Math.min(RATE, 200), pick);
    tally = new Tally();
    const cpuBefore = await api.call<ServerStats>({ type: 'stats' });
    const databaseBefore = scratchUrl ? await databaseCpuMs(scratchUrl) : null;
    const runStarted = performance.now();
    const { sendMs } = await profiled([api], 'one-process', () => sendAtRate(tally, SECONDS, RATE, pick));
    const databaseAfter = scratchUrl ? await databaseCpuMs(scratchUrl) : null;
    const cpuAfter = await api.call<ServerStats>({ type: 'stats' });
    const runMs = performance.now() - runStarted;
    const serverMs = (cpuAfter.cpuMicros - cpuBefore.cpuMicros) / 1000;
    const answered = [...tally.sent.values()].filter((sent) => sent.accepted).length;
    const cpuOf = (name: string, cpuMs: number) =>
      `${name} ${((cpuMs / runMs) * 100).toFixed(0)} % of a core, ${(cpuMs / answered).toFixed(2)} ms a message`;
    const databaseCpu =
      databaseBefore !== null && databaseAfter !== null
        ? `; ${cpuOf('PostgreSQL', databaseAfter - databaseBefore)}`
        : '';
    console.log(
      `  ${count(RATE)} messages/s for ${SECONDS} s through POST ${chatPaths.messages}, each from a random pair member to the other (CPU: ${cpuOf('server', serverMs)}${databaseCpu}):`,
    );
    printFigures(
      tally,
      figuresOf(tally),
      sendMs,
      TARGETS.deliveryP99Ms,
      'Delivery (POST sent → the other socket hears `message`)',
    );
    return scratchUrl ? pairs : null;
  } finally {
    closeAll(listeners);
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Parts 2 and 3: two API processes on one database; clients' sockets on A, workers' on B, each
 * message POSTed to A by a client. With `redis.restart`, Redis is stopped halfway and started again.
 */
async function twoParts(
  label: string,
  sockets: number,
  databaseUrl: string,
  redis: { url: string; restart?: { stop(): Promise<void>; start(): Promise<void> } },
  seeded: SeededPair[] | null,
): Promise<SeededPair[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alongside-bench-chat-'));
  const keyPrefix = `alongside-bench-chat:${randomBytes(6).toString('hex')}:`;
  const settings = { dataDir, databaseUrl, redisUrl: redis.url, keyPrefix };
  const a = await startApi('A', settings);
  let b: ApiProcess | null = null;
  let tally = new Tally();
  let listeners: Listener[] = [];
  try {
    b = await startApi('B', settings);
    const seedStarted = performance.now();
    const pairs = seeded ?? (await a.call<SeededPair[]>({ type: 'seed', pairs: sockets / 2 }));
    const { clients, workers } = await listenersOf(pairs, a, a, b);
    listeners = [...clients, ...workers];
    if (!seeded)
      console.log(
        `  Seeded ${count(pairs.length)} pairs and signed them in, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
      );
    const connected = await connectAll(() => tally, listeners);
    console.log(
      `  ${count(clients.filter((listener) => listener.socket).length)} senders' sockets on A, ${count(workers.filter((listener) => listener.socket).length)} receivers' on B, in ${(connected.ms / 1000).toFixed(1)} s${connected.refused ? ` (${count(connected.refused)} refused)` : ''}`,
    );
    const pick = () => {
      const n = random(pairs.length);
      return { api: a, from: clients[n]!, to: workers[n]! };
    };
    await sendAtRate(tally, 2, Math.min(RATE, 200), pick);
    tally = new Tally();

    let outage: Promise<void> | null = null;
    const times = { stoppedAfterMs: 0, backAt: 0, backAfterMs: 0 };
    const { sendMs } = await profiled([a, b], label, () =>
      sendAtRate(tally, SECONDS, RATE, pick, (elapsed) => {
        if (!redis.restart || outage || elapsed < (SECONDS * 1000) / 2) return;
        times.stoppedAfterMs = elapsed;
        outage = (async () => {
          await redis.restart!.stop();
          await sleep(REDIS_DOWN_MS);
          await redis.restart!.start();
          times.backAt = performance.now();
          times.backAfterMs = times.backAt - tally.startedAt;
        })();
      }),
    );
    await outage;
    console.log(`  ${count(RATE)} messages/s for ${SECONDS} s, POSTed to A by the client of a random pair:`);
    if (redis.restart) {
      const caughtUp =
        tally.firstResyncAt !== null && tally.lastCatchUpDoneAt !== null
          ? `the first resync came ${ms(tally.firstResyncAt - times.backAt)} after it was up again; every socket had caught up ${ms(tally.lastCatchUpDoneAt - tally.firstResyncAt)} after that`
          : 'no resync came';
      console.log(
        `  Redis stopped ${(times.stoppedAfterMs / 1000).toFixed(2)} s into the run for ${(REDIS_DOWN_MS / 1000).toFixed(1)} s, up again at ${(times.backAfterMs / 1000).toFixed(2)} s: ${caughtUp}`,
      );
      console.log(
        `  Catch-up: ${count(tally.resyncs)} resync events, ${count(tally.catchUpRequests)} GET …/messages?after= (${count(tally.catchUpFailures)} failed and retried), ${count([...tally.sent.values()].filter((sent) => sent.via === 'catch-up').length)} messages first heard through them`,
      );
    }
    printFigures(
      tally,
      figuresOf(tally),
      sendMs,
      TARGETS.twoProcessP99Ms,
      'Sender to receiver (POST to A → the socket on B hears `message`)',
    );
    return pairs;
  } finally {
    closeAll(listeners);
    await Promise.all([a.stop(), b?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A private redis-server (never the shared one: others' tests use it), stopped and started at will. */
function privateRedis(port: number) {
  let server: ChildProcess | null = null;
  const reachable = () =>
    new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    reachable,
    async start() {
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let tries = 0; tries < 100 && !(await reachable()); tries++) await sleep(20);
    },
    async stop() {
      const stopping = server;
      server = null;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGTERM');
      await exited;
    },
  };
}

function hasRedisServer(): boolean {
  return (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .some((dir) => existsSync(path.join(dir, 'redis-server')));
}

async function main() {
  let sockets = Math.max(2, Math.floor(SOCKETS / 2) * 2);
  console.log(
    `Alongside chat benchmark (${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}; ${count(sockets)} sockets, ${count(RATE)} messages/s for ${SECONDS} s)`,
  );
  console.log(machineLine());
  console.log(
    `RATE_LIMIT_FACTOR=${RATE_LIMIT_FACTOR} in the API processes, so the chat limits (30 messages a minute per person, 120 per address) never refuse the bench.`,
  );
  // Each socket is a descriptor here and one in the API process that holds it; each process has
  // the limit it inherits from the shell (`ulimit -n`).
  const limit = openFileLimit();
  const needed = sockets + HTTP_CONNECTIONS * 2 + 200;
  if (limit !== null && limit < needed) {
    const fits = Math.max(2, Math.floor((limit - HTTP_CONNECTIONS * 2 - 200) / 2) * 2);
    console.log(
      `Open files: ulimit -n is ${count(limit)}; ${count(sockets)} sockets need about ${count(needed)} in this process and in the API process. Running with ${count(fits)} sockets; for all of them, run \`ulimit -n ${needed}\` (or more) first.`,
    );
    sockets = fits;
  } else {
    console.log(
      `Open files: ulimit -n is ${limit === null ? 'unknown' : count(limit)}; ${count(sockets)} sockets need about ${count(needed)} in this process and in the API process.`,
    );
  }
  console.log('');

  const scratch = DATABASE_URL
    ? await createScratchDatabase(DATABASE_URL, { prefix: 'alongside_bench_chat' })
    : null;
  try {
    let pairs: SeededPair[] | null = null;
    if (PARTS.has('1')) pairs = await onePart(sockets, scratch?.url ?? null);
    else console.log('1. One API process: not asked for (BENCH_PARTS).');
    console.log('');
    if (!PARTS.has('2')) {
      console.log('2. Two API processes: not asked for (BENCH_PARTS).');
    } else if (!scratch || !REDIS_URL) {
      console.log('2. Two API processes: skipped (set DATABASE_URL and REDIS_URL to run it).');
    } else {
      console.log(
        '2. Two API processes (PostgreSQL at DATABASE_URL, a scratch database; Redis at REDIS_URL)',
      );
      pairs = await twoParts('two-processes', sockets, scratch.url, { url: REDIS_URL }, pairs);
    }
    console.log('');
    if (!PARTS.has('3')) {
      console.log('3. Two API processes, Redis restarted halfway: not asked for (BENCH_PARTS).');
    } else if (!scratch || !hasRedisServer()) {
      console.log(
        '3. Two API processes, Redis restarted halfway: skipped (needs DATABASE_URL and redis-server on the PATH).',
      );
    } else {
      const redis = privateRedis(PRIVATE_REDIS_PORT);
      if (await redis.reachable()) {
        console.log(
          `3. Two API processes, Redis restarted halfway: skipped (port ${PRIVATE_REDIS_PORT} is taken; it needs a Redis of its own).`,
        );
      } else {
        console.log(
          `3. Two API processes on a private redis-server (port ${PRIVATE_REDIS_PORT}, no persistence), stopped halfway and started again`,
        );
        await redis.start();
        try {
          await twoParts('redis-restart', sockets, scratch.url, { url: redis.url, restart: redis }, pairs);
        } finally {
          await redis.stop();
        }
      }
    }
  } finally {
    await scratch?.drop();
  }
}

await main();
