import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession, insertUser, sessionWithUser } from '../modules/account/account.repository';
import { uniqueEmail } from '../test/account-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import type { Database } from './database';
import { users } from './schema/index';
import { selectOpenSession, sessionRead } from './session-read';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('a session read (decision 023)', () => {
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
  it('finds an open session with its user, and nothing for an ended, expired, unknown or malformed one', async () => {
    const [ana, cai, dee] = [await person('ana'), await person('cai'), await person('dee')];
    const cases = [
      { what: 'open', id: await session(ana.id), user: ana.id },
      { what: 'ended', id: await session(cai.id, { ended: true }), user: undefined },
      { what: 'expired', id: await session(dee.id, { expiresIn: -1 }), user: undefined },
      { what: 'unknown', id: randomUUID(), user: undefined },
      { what: 'not an id', id: 'not-a-session-id', user: undefined },
    ];
    for (const { what, id, user } of cases) {
      const found = await sessionWithUser.read(db, id, NOW);
      expect({ what, user: found?.user.id, session: found?.session.id }).toEqual({
        what,
        user,
        session: user ? id : undefined,
      });
    }
  });

  it('counts a session as ended from the moment it expires', async () => {
    const ana = await person();
    const closing = await session(ana.id, { expiresIn: 60_000 });
    expect((await sessionWithUser.read(db, closing, NOW))?.user.id).toBe(ana.id);
    expect(await sessionWithUser.read(db, closing, later(60_000))).toBeUndefined();
  });

  it('reads inside a transaction, seeing what the transaction wrote', async () => {
    const ana = await person();
    const found = await db.transaction(async (tx) => {
      const id = await insertSession(tx, { user_id: ana.id, created_at: NOW, expires_at: later(HOUR) });
      return sessionWithUser.read(tx, id, NOW);
    });
    expect(found?.user.id).toBe(ana.id);
  });

  it('reads what a route declares beside the session, and fails as its statement fails', async () => {
    const ana = await person();
    const id = await session(ana.id);
    const withEmail = sessionRead<{ email: string }>('test_open_session_with_email', (handle) =>
      selectOpenSession(handle, { email: users.email }),
    );
    expect((await withEmail.read(db, id, NOW))?.email).toBe(ana.email);
    // A statement PostgreSQL refuses whatever it is asked (a division by zero in what it selects).
    const broken = sessionRead<{ never: number }>('test_open_session_broken', (handle) =>
      selectOpenSession(handle, { never: sql<number>`1 / (select count(*) from ${users} where false)` }),
    );
    await expect(broken.read(db, id, NOW)).rejects.toThrow();
  });
});
