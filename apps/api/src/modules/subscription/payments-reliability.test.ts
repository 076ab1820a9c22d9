import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CheckoutResponseSchema,
  SANDBOX_TEST_CARDS,
  SandboxCheckoutResponseSchema,
  sandboxCheckoutPath,
  subscriptionPaths,
  type PlanChoiceBody,
} from '@alongside/contract';
import { ACCOUNT_LIMITS } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, sessions, users } from '../../db/schema/index';
import { hashPassword } from '../account/credentials';
import { createScratchDatabase } from '../../test/scratch-database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { reconcilePayments } from './reconciliation';

// Issue #23: the API is killed with SIGKILL again and again while workers buy plans through the
// sandbox's checkout, and restarted each time, as a crashing host would be. Afterwards the books must
// agree: one charge per worker, one paid order per charge, one live plan per worker, each period paid
// once. The killed server and this test share a database, so this runs on PostgreSQL only.
const serverUrl = process.env['DATABASE_URL'];

const WORKERS = 500;
/** Browsers at once: enough to keep the server busy at every kill, few enough for 2 cores. */
const BROWSERS = 8;
const MIN_KILLS = 10;
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

describe.skipIf(!serverUrl)('payments while the API is killed again and again (PostgreSQL)', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alongside-reliability-'));
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let t: TestApp;
  let server: ReturnType<typeof apiServer>;
  let tokens: string[];

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl!, { prefix: 'alongside_test' });
    // This app only migrates the database, prepares the workers and reads the books at the end: its
    // sweeps are off, so the server below is the only one that delivers the sandbox's events.
    t = await buildTestApp({
      sharedDatabaseUrl: database.url,
      expirySweep: false,
      env: { JWT_SECRET: jwtSecret, PAYMENTS_PROVIDER: 'sandbox' },
    });
    tokens = await workersPastTheirTrial(t, WORKERS);
    server = apiServer({
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      PAYMENTS_PROVIDER: 'sandbox',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps the books straight through ${WORKERS} checkouts and at least ${MIN_KILLS} kills`, async () => {
    const started = Date.now();
    const browser = browserOf(server.url);
    await server.start();

    // Killed at random moments spread over the buying: once each share of the checkouts is done, a
    // random 0–1 s later (mid-request), so a fast machine that buys between two restarts still sees
    // every kill. A restart takes seconds, and meanwhile every request fails and is sent again.
    const shares = MIN_KILLS + 5;
    const killPoints = Array.from({ length: MIN_KILLS + 4 }, (_, n) =>
      Math.floor(((n + Math.random()) * WORKERS) / shares),
    );
    let bought = 0;
    let driving = true;
    const killing = (async () => {
      for (const point of killPoints) {
        while (driving && bought < point) await sleep(50);
        if (!driving) return;
        await sleep(Math.random() * 1_000);
        if (!driving) return;
        await server.kill();
        await server.start();
      }
    })();
    const queue = tokens.map((token, n) => ({ token, plan: n % 2 === 0 ? 'monthly' : 'yearly' }) as const);
    try {
      await Promise.all(
        Array.from({ length: BROWSERS }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            await browser.buyPlan(next.token, next.plan);
            bought += 1;
          }
        }),
      );
    } finally {
      driving = false;
      await killing;
    }
    const drivenMs = Date.now() - started;

    // The server left running delivers what the sandbox still owes: events a killed server had
    // claimed are given up 30 s after their claim, and its sweep runs every 10 s.
    await expect
      .poll(() => count(t, 'select count(*) from sandbox_outbox where delivered_at is null'), {
        timeout: 90_000,
        interval: 1_000,
      })
      .toBe(0);
    const settledMs = Date.now() - started;

    const reconciled = await reconcilePayments(t.app.ctx, t.app.payments.provider!, {
      since: new Date(started - 60_000),
      until: new Date(Date.now() + 60_000),
    });
    expect(reconciled).toMatchObject({ charges: WORKERS, paidOrders: WORKERS, discrepancies: [] });
    // One live plan per worker, paid once: its one order is for its current period.
    expect(
      await count(
        t,
        `select count(*) from subscriptions s join orders o on o.subscription_id = s.id
          where s.state = 'active' and o.status = 'paid'
            and o.period_start = s.current_period_start and o.period_end = s.current_period_end`,
      ),
    ).toBe(WORKERS);
    expect(await count(t, 'select count(distinct worker_id) from subscriptions')).toBe(WORKERS);
    expect(await count(t, 'select count(*) from subscriptions')).toBe(WORKERS);
    expect(await count(t, 'select count(*) from orders')).toBe(WORKERS);
    expect(await count(t, 'select count(*) from sandbox_subscriptions')).toBe(WORKERS);
    // Every event applied exactly once (a replay finds its id and changes nothing).
    expect(await count(t, 'select count(*) from payment_events')).toBe(
      await count(t, 'select count(*) from sandbox_outbox'),
    );
    // The operators' command says the same.
    const command = await runReconcileCommand(database.url, jwtSecret, dataDir, new Date(started - 60_000));
    expect(command).toMatchObject({ code: 0 });
    expect(command.stdout).toContain(`sandbox: ${WORKERS} charges and ${WORKERS} paid orders`);

    expect(browser.serverErrors).toEqual([]);
    expect(server.kills).toBeGreaterThanOrEqual(MIN_KILLS);
    console.log(
      `${WORKERS} checkouts by ${BROWSERS} browsers in ${(drivenMs / 1000).toFixed(1)} s through ${server.kills} kills (${browser.retries} requests sent again after a kill); the outbox delivered by ${(settledMs / 1000).toFixed(1)} s.`,
    );
  }, 300_000);
});

/**
 * `n` workers who had their free trial (`payment_customers.trial_used_at`), so their checkout is
 * charged at once, each signed in on one device. Written straight to the tables with one password
 * hash, as the benchmarks do: argon2 at 64 MiB for each would take minutes.
 */
async function workersPastTheirTrial(t: TestApp, n: number): Promise<string[]> {
  const now = t.app.ctx.clock.now();
  const hash = await hashPassword(randomBytes(18).toString('base64url'));
  const run = randomBytes(4).toString('hex');
  const workers = await t.app.ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `reliability-${run}-${i}@example.com`,
        password_hash: hash,
        user_type: 'worker' as const,
        first_name: 'Worker',
        last_name: String(i),
        email_verified_at: now,
        onboarded_at: now,
      })),
    )
    .returning({ id: users.id });
  await t.app.ctx.db
    .insert(paymentCustomers)
    .values(workers.map(({ id }) => ({ worker_id: id, provider: 'sandbox', trial_used_at: now })));
  const opened = await t.app.ctx.db
    .insert(sessions)
    .values(
      workers.map(({ id }) => ({
        user_id: id,
        created_at: now,
        last_used_at: now,
        expires_at: new Date(now.getTime() + ACCOUNT_LIMITS.refreshTokenSeconds * 1000),
      })),
    )
    .returning({ id: sessions.id, userId: sessions.user_id });
  return Promise.all(opened.map(({ id, userId }) => t.app.ctx.signer.sign({ userId, sessionId: id }, now)));
}

async function count(t: TestApp, query: string): Promise<number> {
  const result = await t.app.ctx.db.execute(sql.raw(`select (${query})::int as n`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** A port nothing listens on now; the server takes it again after every restart. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real server (`npm start`'s command) in a process of its own, started, killed and stopped here. */
function apiServer(env: Record<string, string>) {
  const url = `http://127.0.0.1:${env['PORT']}`;
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();
  let stderr = '';
  const state = {
    url,
    kills: 0,
    async start(): Promise<void> {
      stderr = '';
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: { PATH: process.env['PATH'] ?? '', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      started.stderr!.on('data', (chunk) => (stderr += chunk));
      child = started;
      exited = new Promise((resolve) => started.once('exit', resolve));
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
        if (started.exitCode !== null) throw new Error(`the server stopped at start: ${stderr}`);
        const health = await fetch(`${url}/api/health`).catch(() => null);
        if (health?.ok) return;
      }
      throw new Error(`the server did not start within a minute: ${stderr}`);
    },
    /** SIGKILL: no shutdown hook runs, requests and transactions under way are cut where they are. */
    async kill(): Promise<void> {
      child?.kill('SIGKILL');
      await exited;
      state.kills += 1;
    },
    async stop(): Promise<void> {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  return state;
}

/**
 * A browser on the plan page: it starts a checkout and pays it on the sandbox's page with the card
 * that succeeds. A request cut by a dead server is sent again a moment later, as a person would click
 * again; a payment that went through before its answer was lost shows as a completed checkout.
 */
function browserOf(baseUrl: string) {
  const serverErrors: string[] = [];
  const browser = {
    retries: 0,
    serverErrors,
    async buyPlan(token: string, plan: PlanChoiceBody['plan']): Promise<void> {
      const started = await browser.send('POST', subscriptionPaths.subscription, token, { plan });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const { url } = CheckoutResponseSchema.parse(started.body).data;
      const checkoutId = new URL(url).pathname.split('/').at(-1)!;
      const paid = await browser.send('POST', sandboxCheckoutPath(checkoutId, 'pay'), token, {
        card_number: SANDBOX_TEST_CARDS.succeeds,
        expiry: '12/30',
        cvc: '123',
        name: 'Wes Tan',
      });
      if (paid.status === 409) {
        const seen = await browser.send('GET', sandboxCheckoutPath(checkoutId), token);
        expect(SandboxCheckoutResponseSchema.parse(seen.body).data.state).toBe('completed');
        return;
      }
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    },
    async send(
      method: string,
      url: string,
      token: string,
      body?: object,
    ): Promise<{ status: number; body: unknown }> {
      const firstTry = Date.now();
      for (;;) {
        try {
          const response = await fetch(`${baseUrl}${url}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
            signal: AbortSignal.timeout(15_000),
          });
          const answer = { status: response.status, body: await response.json() };
          if (response.status < 500) return answer;
          serverErrors.push(`${method} ${url}: ${response.status} ${JSON.stringify(answer.body)}`);
        } catch {
          // Refused (the server is down or starting) or cut (it died mid-request).
        }
        browser.retries += 1;
        if (Date.now() - firstTry > 60_000) throw new Error(`${method} ${url} found no server for a minute`);
        await sleep(200);
      }
    },
  };
  return browser;
}

/** `npm run reconcile` against the database, from `since` to now. */
async function runReconcileCommand(databaseUrl: string, jwtSecret: string, dataDir: string, since: Date) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/modules/subscription/reconcile-cli.ts',
      `--since=${since.toISOString()}`,
      `--until=${new Date(Date.now() + 60_000).toISOString()}`,
    ],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env['PATH'] ?? '',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        PAYMENTS_PROVIDER: 'sandbox',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}
