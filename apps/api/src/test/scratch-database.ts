import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The address of database `name` on the server of `serverUrl` (same user, host and options). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, made
 * empty or as a copy of `template`, and dropped (with any connection left) by `drop`. Used by the API
 * tests and the search benchmark; a server that cannot be reached throws.
 */
export async function createScratchDatabase(
  serverUrl: string,
  { prefix, template }: { prefix: string; template?: string | null },
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
