// One API process of the chat benchmark (chat-benchmark.ts starts it with `fork`). It builds the
// real app from its environment as server.ts does, listens on a free port, and answers the
// benchmark over the IPC channel: seed people and conversations, sign them in, read its own memory
// and CPU, profile itself. A process of its own, so the load generator does not share its CPU and
// its memory can be read apart from the clients'.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ACCOUNT_LIMITS } from '@alongside/domain';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { conversations, profiles, users } from '../../apps/api/src/db/schema/index';
import { loadConfig } from '../../apps/api/src/lib/config';
import { insertSession, insertUser } from '../../apps/api/src/modules/account/account.repository';
import { hashPassword } from '../../apps/api/src/modules/account/credentials';
import { openConversation } from '../../apps/api/src/modules/chat/conversations.service';
import { seedSyntheticWorkers, SYNTHETIC_EMAIL_DOMAIN } from '../../apps/api/src/seed/synthetic-workers';

export type SeededPair = { conversationId: string; clientId: string; workerId: string };
export type ServerStats = { rss: number; heapUsed: number; cpuMicros: number };
export type Request =
  | { type: 'seed'; pairs: number }
  | { type: 'sign-in'; userIds: string[] }
  | { type: 'last-sequences'; conversationIds: string[] }
  | { type: 'stats' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string };

const app = await buildApp({
  config: loadConfig(process.env),
  expirySweep: false,
  sharedKeyPrefix: process.env['BENCH_KEY_PREFIX'] ?? 'alongside-bench:',
});
await app.listen({ port: 0, host: '127.0.0.1' });
let profiler: Session | null = null;

process.on('message', (request: Request & { id: number }) => {
  answer(request).then(
    (result) => process.send!({ id: request.id, result }),
    (error: unknown) => process.send!({ id: request.id, error: String(error) }),
  );
});
process.on('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
process.send!({ ready: (app.server.address() as AddressInfo).port });

async function answer(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'seed':
      return seed(request.pairs);
    case 'sign-in':
      return signIn(request.userIds);
    case 'last-sequences': {
      // Where each person's app stands when it opens: it has loaded the conversation.
      const rows = await app.ctx.db
        .select({ id: conversations.id, last: conversations.last_sequence })
        .from(conversations)
        .where(inArray(conversations.id, request.conversationIds));
      return Object.fromEntries(rows.map((row) => [row.id, row.last]));
    }
    case 'stats': {
      // Twice: the first collection may leave garbage only a second one finds (weak maps, finalisers).
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 200));
      global.gc?.();
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      return {
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        cpuMicros: cpu.user + cpu.system,
      } satisfies ServerStats;
    }
    case 'profile-start':
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return null;
    case 'profile-stop': {
      const { profile } = await profiler!.post('Profiler.stop');
      profiler!.disconnect();
      profiler = null;
      writeFileSync(request.file, JSON.stringify(profile));
      return path.resolve(request.file);
    }
  }
}

/**
 * `pairs` clients, each with a conversation opened through the service with a worker they could find
 * (visible and fully verified). The workers are synthetic (not all of them findable, so more are
 * written than needed); the clients are written straight to the table, as bench/jobs does.
 */
async function seed(pairs: number): Promise<SeededPair[]> {
  const db = app.ctx.db;
  await seedSyntheticWorkers(db, { count: Math.ceil(pairs * 1.6) + 20 });
  const workers = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(
      and(
        like(users.email, `%@${SYNTHETIC_EMAIL_DOMAIN}`),
        sql`${profiles.profile_visibility} is distinct from 'hidden'`,
        eq(profiles.personal_details_completed, true),
        eq(profiles.id_verification_completed, true),
      ),
    )
    .orderBy(asc(users.email))
    .limit(pairs);
  if (workers.length < pairs) throw new Error(`only ${workers.length} findable workers for ${pairs} pairs`);
  const hash = await hashPassword(randomBytes(18).toString('base64url'));
  const seeded: SeededPair[] = [];
  for (const [number, worker] of workers.entries()) {
    const now = app.ctx.clock.now();
    const client = await insertUser(db, {
      email: `bench-chat-client-${number}-${randomBytes(3).toString('hex')}@example.com`,
      password_hash: hash,
      user_type: 'client',
      first_name: 'Client',
      last_name: String(number),
      email_verified_at: now,
      onboarded_at: now,
    });
    const { conversation } = await openConversation(app.ctx, client, worker.id);
    seeded.push({ conversationId: conversation.id, clientId: client.id, workerId: worker.id });
  }
  return seeded;
}

/**
 * An access token for each person, as signing in gives (a session, then a token signed for it),
 * without the password check: argon2 at 64 MiB would take minutes for 5 000 people.
 */
async function signIn(userIds: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const userId of userIds) {
    const now = app.ctx.clock.now();
    const sessionId = await insertSession(app.ctx.db, {
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + ACCOUNT_LIMITS.refreshTokenSeconds * 1000),
    });
    tokens.push(await app.ctx.signer.sign({ userId, sessionId }, now));
  }
  return tokens;
}
