import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** The values of a prepared statement's placeholders (`sql.placeholder(name)`), by name. */
export type PlaceholderValues = Record<string, unknown>;

type Prepared<T> = { execute(values: PlaceholderValues): Promise<T> };

const statementsByDatabase = new WeakMap<Database, Map<string, Prepared<unknown>>>();

/**
 * A statement of the hottest reads (the session behind every request, worker search), prepared
 * once per database: its SQL is built once, and PostgreSQL keeps it parsed on each connection and,
 * once it has a plan that fits every value, planned. `name` must always stand for the same SQL
 * text (node-postgres prepares by name); `build` makes the query with `sql.placeholder`s for every
 * value that changes between calls. PGlite runs the same statement without keeping it.
 */
export function prepared<T>(
  db: Database,
  name: string,
  build: () => { prepare(name: string): Prepared<T> },
): Prepared<T> {
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as Prepared<T> | undefined;
  if (!statement) {
    statement = build().prepare(name);
    statements.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A query of SQL written by hand (`sql`…``) run as a prepared statement named by its text: `prefix`
 * and a hash of the text with its placeholders, so each shape of the query is parsed once per
 * connection and, once PostgreSQL has a plan that fits every value, planned once. The caller keeps
 * the shapes few (a list as one array parameter, not one placeholder per item). PGlite runs it
 * without keeping it. Answers the rows as `db.execute` does.
 */
export async function executeNamed<Row>(db: Database, prefix: string, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  return (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
}

/**
 * A time of a row read by `executeNamed` (unmapped: PostgreSQL's text for a `timestamptz`, or a
 * Date), read as Drizzle's own mapping reads it.
 */
export function rawTime(value: unknown): Date {
  return new Date(value as string | Date);
}

/** As `rawTime`, for a column that may be null. */
export function rawTimeOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : rawTime(value);
}
