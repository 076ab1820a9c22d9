import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { isRowId } from '../lib/ids';
import type { Database } from './database';
import { prepared, type PlaceholderValues } from './prepared';
import { sessions, users, type SessionRow, type UserRow } from './schema/index';

/**
 * How a signed-in request reads its session: the session, only while it is open and unexpired, and
 * its user, with whatever more of the user's own rows a route reads in the same statement
 * (`sessionRead`, docs/decisions/023-what-a-route-reads-with-the-session.md); the
 * access policy (plugins/access.ts) runs it and checks the token's user. Requests of one session
 * that arrive together share what it found (decision 024), so nothing may change it.
 */
export type OpenSession<More = unknown> = { session: Pick<SessionRow, 'id'>; user: UserRow } & More;

export type SessionRead<More = unknown> = {
  /** The prepared statement's name (one SQL text per name). */
  readonly name: string;
  /**
   * The open session `sessionId` at `now`, read in one statement with every other read of this
   * kind on `db` started in the same turn of the event loop (decision 024): what a request's access
   * check uses. Not for a transaction: the statement runs on `db` itself, after the turn.
   */
  read(db: Database, sessionId: string, now: Date): Promise<OpenSession<More> | undefined>;
  /** The same, in a statement of its own, at once: in a transaction (`db` is then the transaction). */
  readAlone(db: Database, sessionId: string, now: Date): Promise<OpenSession<More> | undefined>;
  /** How many statements and sessions its reads have sent so far (the benchmark prints sessions per statement). */
  readonly sent: { statements: number; sessions: number };
};

/** The most sessions one statement asks for; more reads in the same turn go in further statements. */
export const SESSIONS_PER_STATEMENT = 100;

/**
 * The open sessions among `session_ids` at `now` (placeholders), with their users and `more`
 * selected beside them: the one test of an open session, for every read of one. A route joins the
 * tables `more` reads, on the user (`users.id`); it reads many sessions at once, so it has no limit,
 * and a session's first row is the one taken. Nothing more of the session is read: every column is
 * parsed on every request.
 */
export function selectOpenSession<More extends SelectedFields>(db: Database, more: More) {
  return db
    .select({ session: { id: sessions.id }, user: users, ...more })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('session_ids')}::uuid[])`,
        isNull(sessions.ended_at),
        gt(sessions.expires_at, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .$dynamic();
}

/** A read waiting for its statement: what it found, or the statement's failure, goes to one of these. */
type Reader<More> = {
  resolve(found: OpenSession<More> | undefined): void;
  reject(error: unknown): void;
};

type Waiting<More> = {
  readonly db: Database;
  /** The latest `now` of its reads: a session that ends between two of them counts as ended for both. */
  now: Date;
  /** The reads of each session asked for. */
  readonly readers: Map<string, Reader<More>[]>;
};

/**
 * A session read as one prepared statement, built by `build` from `selectOpenSession` (read on
 * every request). Reads on the same database in the same turn of the event loop wait for the
 * turn's end and go as one statement: under load, a large part of a signed-in request's cost was
 * its own round trip to the database (decision 024).
 */
export function sessionRead<More>(
  name: string,
  build: (db: Database) => {
    prepare(name: string): { execute(values: PlaceholderValues): Promise<unknown> };
  },
): SessionRead<More> {
  const sent = { statements: 0, sessions: 0 };
  const gathering = new WeakMap<Database, Waiting<More>>();

  async function select(db: Database, ids: string[], now: Date): Promise<Map<string, OpenSession<More>>> {
    sent.statements += 1;
    sent.sessions += ids.length;
    const rows = (await prepared(db, name, () => build(db)).execute({
      session_ids: ids,
      now: now.toISOString(),
    })) as OpenSession<More>[];
    const found = new Map<string, OpenSession<More>>();
    for (const row of rows) if (!found.has(row.session.id)) found.set(row.session.id, row);
    return found;
  }

  function send(waiting: Waiting<More>): void {
    if (gathering.get(waiting.db) === waiting) gathering.delete(waiting.db);
    select(waiting.db, [...waiting.readers.keys()], waiting.now).then(
      (found) => {
        for (const [id, readers] of waiting.readers)
          for (const { resolve } of readers) resolve(found.get(id));
      },
      (error: unknown) => {
        for (const readers of waiting.readers.values()) for (const { reject } of readers) reject(error);
      },
    );
  }

  return {
    name,
    sent,
    read(db, sessionId, now) {
      // An id that is not one has no session, and never joins a statement (it would fail the others).
      if (!isRowId(sessionId)) return Promise.resolve(undefined);
      let waiting = gathering.get(db);
      if (!waiting) {
        const started: Waiting<More> = { db, now, readers: new Map() };
        gathering.set(db, (waiting = started));
        setImmediate(() => send(started));
      }
      if (now > waiting.now) waiting.now = now;
      const { readers } = waiting;
      // Full: the reads still to come this turn start the next statement.
      if (!readers.has(sessionId) && readers.size + 1 >= SESSIONS_PER_STATEMENT) gathering.delete(db);
      return new Promise((resolve, reject) => {
        const ofSession = readers.get(sessionId);
        if (ofSession) ofSession.push({ resolve, reject });
        else readers.set(sessionId, [{ resolve, reject }]);
      });
    },
    async readAlone(db, sessionId, now) {
      if (!isRowId(sessionId)) return undefined;
      return (await select(db, [sessionId], now)).get(sessionId);
    },
  };
}
