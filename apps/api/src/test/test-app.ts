import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { DatabaseOptions } from '../db/database';
import { loadConfig } from '../lib/config';
import { createScratchDatabase } from './scratch-database';

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  outbox: Outbox;
  close(): Promise<void>;
};

/**
 * The real app on a database of its own: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of `DATABASE_URL` (dropped afterwards), with Redis when `REDIS_URL` is set.
 */
export async function buildTestApp(
  options: Omit<BuildOptions, 'config'> & {
    env?: Record<string, string>;
    /**
     * A PostgreSQL database the caller made and drops, instead of a fresh one: several apps on it
     * stand for several API instances. Build them one after another (each migrates at start).
     */
    sharedDatabaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alongside-test-'));
  const postgres =
    !options.sharedDatabaseUrl && process.env['DATABASE_URL']
      ? await createScratchDatabase(process.env['DATABASE_URL'], { prefix: 'alongside_test' })
      : null;
  const postgresUrl = options.sharedDatabaseUrl ?? postgres?.url ?? null;
  const database: DatabaseOptions = postgresUrl
    ? { kind: 'postgres', url: postgresUrl, maxConnections: 4 }
    : { kind: 'pglite', dataDir: null };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(process.env['REDIS_URL'] ? { REDIS_URL: process.env['REDIS_URL'] } : {}),
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
    ...options.env,
  });
  const { env: _env, sharedDatabaseUrl: _sharedDatabaseUrl, ...buildOptions } = options;
  const app = await buildApp({
    database,
    sharedKeyPrefix: `alongside-test:${randomBytes(6).toString('hex')}:`,
    ...buildOptions,
    config,
  });
  return {
    app,
    dataDir,
    outbox: outboxIn(path.join(dataDir, 'outbox')),
    async close() {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Outbox = ReturnType<typeof outboxIn>;

/** Reads the mail the app saved, as a person would open it. */
function outboxIn(dir: string) {
  const messages = () => {
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
    return files.map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const [folded = '', ...body] = raw.split('\n\n');
      // A long header field goes on over lines that start with white space (RFC 5322 folding).
      const head = folded.replace(/\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      const text = body.join('\n\n');
      const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(head);
      return {
        file,
        to: header('To'),
        subject: header('Subject'),
        header,
        text: quotedPrintable ? decodeQuotedPrintable(text) : text,
      };
    });
  };
  return {
    messages,
    to(address: string) {
      return messages().filter((message) => message.to.toLowerCase() === address.toLowerCase());
    },
    /** The 6-digit code of the newest mail to `address` (waits a little: some mail goes out in the background). */
    async latestCode(address: string, subjectIncludes = ''): Promise<string> {
      for (let tries = 0; tries < 40; tries++) {
        const found = this.to(address)
          .filter((message) => message.subject.includes(subjectIncludes))
          .at(-1);
        const code = found && /^\s+(\d{6})\s*$/m.exec(found.text)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No code was mailed to ${address}`);
    },
  };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
