import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** Every setting the server reads from the environment (README "Configuration" lists them). */
const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ message: 'must be a whole number from 1 to 65535' })
    .min(1, { message: 'must be a whole number from 1 to 65535' })
    .max(65535, { message: 'must be a whole number from 1 to 65535' })
    .default(3000),
  HOST: z.string().min(1, { message: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { message: 'must not be empty' }).default('./.data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/alongside',
  ).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587').optional(),
  MAIL_FROM: z
    .string()
    .min(3, { message: 'must be an address like Alongside <hello@example.com>' })
    .default('Alongside <no-reply@alongside.example>'),
  SUPPORT_EMAIL: z
    .email({ message: 'must be an e-mail address like support@example.com' })
    .default('support@alongside.example'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://app.example.com').optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { message: 'must be a number from 0 to 1' })
    .max(1, { message: 'must be a number from 0 to 1' })
    .default(0.5),
  SENTRY_DSN: urlWithProtocols(['https:', 'http:'], 'https://key@o0.ingest.sentry.io/0').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  SEED_DEMO: booleanText.optional(),
  SEED_SYNTHETIC_WORKERS: z.coerce
    .number({ error: 'must be a whole number from 0 to 10000' })
    .int({ message: 'must be a whole number from 0 to 10000' })
    .min(0, { message: 'must be a whole number from 0 to 10000' })
    .max(10_000, { message: 'must be a whole number from 0 to 10000' })
    .default(200),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a number of 1 or more' })
    .min(1, { message: 'must be a number of 1 or more' })
    .max(1000, { message: 'must be 1000 or less' })
    .default(1),
  TRUST_PROXY: booleanText.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  IDENTITY_PROVIDER: z
    .enum(['sandbox', 'off', 'frankieone'], { error: 'must be sandbox, off or frankieone' })
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where contact messages are mailed. */
  supportEmail: string;
  publicUrl: string;
  jwtSecret: string;
  recaptcha: { siteKey: string; secret: string; minScore: number } | null;
  sentryDsn: string | null;
  logLevel: string;
  seedDemo: boolean;
  /** Synthetic workers around Sydney seeded with the demo data on a first start (README "Try it"). */
  seedSyntheticWorkers: number;
  rateLimitFactor: number;
  trustProxy: boolean;
  webDistDir: string;
  /**
   * Serve HTTPS (and HTTP/2, with HTTP/1.1 for older clients) with this certificate and key, both
   * PEM, read at start; null: plain HTTP, for a load balancer or proxy in front to encrypt
   * (docs/decisions/020-session-in-the-page-and-http2.md).
   */
  tls: { cert: string; key: string } | null;
  /**
   * The identity check (decision 017). Only the `sandbox` provider is built; its callbacks are signed
   * with a secret derived from the JWT secret, so it needs no setting of its own. `off`: no online
   * check (people upload their ID for review instead).
   */
  identity: { provider: 'sandbox'; sandboxSecret: string } | { provider: 'off' };
};

/** A bad setting: the message is one line naming the variable, never its value (it may be a secret). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads and checks the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Configuration error: ${variable} ${issue.message}.`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';

  if (production && !values.JWT_SECRET) {
    throw new ConfigError(
      'Configuration error: JWT_SECRET must be set in production (at least 32 characters).',
    );
  }
  if (production && values.SEED_DEMO) {
    throw new ConfigError(
      'Configuration error: SEED_DEMO cannot be true in production: demo accounts are never seeded there.',
    );
  }
  if (Boolean(values.RECAPTCHA_SITE_KEY) !== Boolean(values.RECAPTCHA_SECRET)) {
    const missing = values.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY';
    throw new ConfigError(
      `Configuration error: ${missing} must be set together with the other reCAPTCHA key.`,
    );
  }

  if (Boolean(values.TLS_CERT_FILE) !== Boolean(values.TLS_KEY_FILE)) {
    const missing = values.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    throw new ConfigError(`Configuration error: ${missing} must be set together with the other TLS file.`);
  }
  const tls =
    values.TLS_CERT_FILE && values.TLS_KEY_FILE
      ? {
          cert: pemFile('TLS_CERT_FILE', values.TLS_CERT_FILE),
          key: pemFile('TLS_KEY_FILE', values.TLS_KEY_FILE),
        }
      : null;

  if (values.IDENTITY_PROVIDER === 'frankieone') {
    throw new ConfigError(
      'Configuration error: IDENTITY_PROVIDER frankieone is not available yet: its adapter is not built (decision 017).',
    );
  }
  // The sandbox passes anyone who clicks "pass": production runs it only when asked for by name, and
  // otherwise has no online check until a real provider's adapter exists.
  const identityProvider = values.IDENTITY_PROVIDER ?? (production ? 'off' : 'sandbox');

  const dataDir = path.resolve(values.DATA_DIR);
  const databaseUrl = values.DATABASE_URL ?? null;
  const jwtSecret = values.JWT_SECRET ?? localSecret(dataDir);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl,
    redisUrl: values.REDIS_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    jwtSecret,
    recaptcha:
      values.RECAPTCHA_SITE_KEY && values.RECAPTCHA_SECRET
        ? {
            siteKey: values.RECAPTCHA_SITE_KEY,
            secret: values.RECAPTCHA_SECRET,
            minScore: values.RECAPTCHA_MIN_SCORE,
          }
        : null,
    sentryDsn: values.SENTRY_DSN ?? null,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Demo data belongs to the embedded default only (README "Demo accounts").
    seedDemo: values.SEED_DEMO ?? (!production && databaseUrl === null),
    seedSyntheticWorkers: values.SEED_SYNTHETIC_WORKERS,
    rateLimitFactor: values.RATE_LIMIT_FACTOR,
    trustProxy: values.TRUST_PROXY,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    tls,
    identity:
      identityProvider === 'sandbox'
        ? { provider: 'sandbox', sandboxSecret: derivedSecret(jwtSecret, 'identity-sandbox-callback') }
        : { provider: 'off' },
  };
}

/** A PEM file's text; a file that cannot be read or holds no PEM block is a configuration error. */
function pemFile(variable: string, file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`Configuration error: ${variable} names a file that cannot be read.`);
  }
  if (!text.includes('-----BEGIN ')) {
    throw new ConfigError(`Configuration error: ${variable} must name a PEM file.`);
  }
  return text;
}

/** A secret of its own for one purpose, so a leaked callback key never signs sessions (and back). */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`alongside:${purpose}`).digest('base64url');
}

/**
 * Outside production a signing secret is generated once into the data folder, so a fresh clone
 * runs with no set-up and sessions survive a restart.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwt_secret?: unknown };
    if (typeof stored.jwt_secret === 'string' && stored.jwt_secret.length >= 32) {
      chmodSync(file, 0o600);
      return stored.jwt_secret;
    }
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ jwt_secret: secret }), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
