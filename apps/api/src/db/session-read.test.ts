import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession, insertUser, sessionWithUser } from '../modules/account/account.repository';
import { uniqueEmail } from '../test/account-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import type { Database } from './database';
import { users } from './schema/index';
import { SESSIONS_PER_STATEMENT, selectOpenSession, sessionRead } from './session-read';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('session reads started together (decision 024)', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
    db = t.app.ctx.db;
  }, 60_000);
  afterAll(() => t.close());

  async function person(label = 'person') {
    return insertUser(db, {
      email: uniqueEmail(label),
      password_hash: 'not a real hash',
      user_type: 'client',
      first_name: 'Sam',
      last_name: 'Lee',
    });
  }
  async function session(userId: string, { expiresIn = HOUR, ended = false } = {}) {
    const id = await insertSession(db, { user_id: userId, created_at: NOW, expires_at: later(expiresIn) });
    if (ended) await db.execute(sql`update sessions set ended_at = ${NOW.toISOString()} where id = ${id}`);
    return id;
  }
  /** What `read` does across one batch: its statements and sessions sent, and the answers. */
  async function together<T>(reads: () => Promise<T>[]) {
    const before = { ...sessionWithUser.sent };
    const answers = await Promise.all(reads());
    return {
      answers,
      statements: sessionWithUser.sent.statements - before.statements,
      sessions: sessionWithUser.sent.sessions - before.sessions,
    };
  }

  it('gives each read its own session, or nothing, from one statement', async () => {
    const [ana, ben, cai, dee] = [
      await person('ana'),
      await person('ben'),
      await person('cai'),
      await person('dee'),
    ];
    const open = { ana: await session(ana.id), ben: await session(ben.id) };
    const ended = await session(cai.id, { ended: true });
    const expired = await session(dee.id, { expiresIn: -1 });
    const unknown = randomUUID();

    const { answers, statements, sessions } = await together(() =>
      [open.ana, ended, open.ben, expired, unknown, 'not-a-session-id', open.ana].map((id) =>
        sessionWithUser.read(db, id, NOW),
      ),
    );

    expect(statements).toBe(1);
    // The same session twice is asked for once; an id that is not one never joins the statement.
    expect(sessions).toBe(5);
    expect(answers.map((found) => found && { session: found.session.id, user: found.user.id })).toEqual([
      { session: open.ana, user: ana.id },
      undefined,
      { session: open.ben, user: ben.id },
      undefined,
      undefined,
      undefined,
      { session: open.ana, user: ana.id },
    ]);
  });

  it('sends a read of a later turn in a statement of its own', async () => {
    const ana = await person();
    const id = await session(ana.id);
    const { statements } = await together(() => [
      sessionWithUser.read(db, id, NOW),
      new Promise<void>((resolve) => setImmediate(resolve)).then(() => sessionWithUser.read(db, id, NOW)),
    ]);
    expect(statements).toBe(2);
  });

  it(`asks for at most ${SESSIONS_PER_STATEMENT} sessions in one statement`, async () => {
    const ana = await person();
    const ids: string[] = [];
    for (let i = 0; i < SESSIONS_PER_STATEMENT + 20; i++) ids.push(await session(ana.id));
    const { answers, statements, sessions } = await together(() =>
      ids.map((id) => sessionWithUser.read(db, id, NOW)),
    );
    expect(statements).toBe(2);
    expect(sessions).toBe(ids.length);
    expect(answers.map((found) => found?.session.id)).toEqual(ids);
  });

  it('reads every session of a statement at the latest moment asked for', async () => {
    const [ana, ben] = [await person(), await person()];
    // Ana's session ends a minute after NOW; Ben reads two minutes after, in the same turn.
    const closing = await session(ana.id, { expiresIn: 60_000 });
    const open = await session(ben.id);
    const { answers } = await together(() => [
      sessionWithUser.read(db, closing, NOW),
      sessionWithUser.read(db, open, later(120_000)),
    ]);
    expect(answers.map((found) => found?.user.id)).toEqual([undefined, ben.id]);
    // Alone at NOW, it is still open.
    expect((await sessionWithUser.readAlone(db, closing, NOW))?.user.id).toBe(ana.id);
  });

  it('reads alone inside a transaction, seeing what the transaction wrote', async () => {
    const ana = await person();
    const found = await db.transaction(async (tx) => {
      const id = await insertSession(tx, { user_id: ana.id, created_at: NOW, expires_at: later(HOUR) });
      return sessionWithUser.readAlone(tx, id, NOW);
    });
    expect(found?.user.id).toBe(ana.id);
    expect(await sessionWithUser.readAlone(db, 'not-a-session-id', NOW)).toBeUndefined();
  });

  it('fails every read of a statement that fails, and the next turn reads afresh', async () => {
    const ana = await person();
    const id = await session(ana.id);
    // A statement PostgreSQL refuses whatever it is asked (a division by zero in what it selects).
    const broken = sessionRead<{ never: number }>('test_open_session_broken', (handle) =>
      selectOpenSession(handle, { never: sql<number>`1 / (select count(*) from ${users} where false)` }),
    );
    const results = await Promise.allSettled([broken.read(db, id, NOW), broken.read(db, randomUUID(), NOW)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await sessionWithUser.read(db, id, NOW))?.user.id).toBe(ana.id);
  });
});
