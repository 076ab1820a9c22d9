import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { isRowId } from '../lib/ids';
import type { Database } from './database';
import { prepared, type PlaceholderValues } from './prepared';
import { sessions, users, type SessionRow, type UserRow } from './schema/index';

/**
 * How a signed-in request reads its session: the session, only while it is open and unexpired, and
 * its user, with whatever more of the user's own rows a route reads in the same statement
 * (`sessionRead`, docs/decisions/023-what-a-route-reads-with-the-session.md); the access policy
 * (plugins/access.ts) runs it and checks the token's user.
 */
export type OpenSession<More = unknown> = { session: Pick<SessionRow, 'id'>; user: UserRow } & More;

export type SessionRead<More = unknown> = {
  /** The prepared statement's name (one SQL text per name). */
  readonly name: string;
  /** The open session `sessionId` at `now`, or undefined; `db` may be a transaction. */
  read(db: Database, sessionId: string, now: Date): Promise<OpenSession<More> | undefined>;
};

/**
 * The open session `session_id` at `now` (placeholders), with its user and `more` selected beside
 * it: the one test of an open session, for every read of one. A route joins the tables `more`
 * reads, on the user (`users.id`), and the first row is the one taken. Nothing more of the session
 * is read: every column is parsed on every request.
 */
export function selectOpenSession<More extends SelectedFields>(db: Database, more: More) {
  return db
    .select({ session: { id: sessions.id }, user: users, ...more })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('session_id')),
        isNull(sessions.ended_at),
        gt(sessions.expires_at, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .$dynamic();
}

/** A session read as one prepared statement, built by `build` from `selectOpenSession`. */
export function sessionRead<More>(
  name: string,
  build: (db: Database) => {
    prepare(name: string): { execute(values: PlaceholderValues): Promise<unknown> };
  },
): SessionRead<More> {
  return {
    name,
    async read(db, sessionId, now) {
      // An id that is not one has no session (and would make the statement fail).
      if (!isRowId(sessionId)) return undefined;
      const rows = (await prepared(db, name, () => build(db)).execute({
        session_id: sessionId,
        now: now.toISOString(),
      })) as OpenSession<More>[];
      return rows[0];
    },
  };
}
