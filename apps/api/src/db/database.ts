import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers (and for a transaction, which is a database of the same shape). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` null keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

/** Opens the database and brings it to the latest committed migration (same folder for both drivers). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    await migrateNodePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: () => ping(db as unknown as Database),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? undefined);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
