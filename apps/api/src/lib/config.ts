import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
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
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, {
      message: 'must be the URL-safe base64 public key web-push generates (87 characters starting with B)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      message: 'must be the URL-safe base64 private key web-push generates (43 characters)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      message: 'must be a contact for the push services, like mailto:support@example.com',
    })
    .optional(),
  PUSH_PROVIDER: z.enum(['web-push', 'local'], { error: 'must be web-push or local' }).optional(),
  SELLER_NAME: z.string().trim().min(1).max(200).default('Alongside Pty Ltd'),
  // The ATO's own example ABN: a real business sets its own before charging anyone.
  SELLER_ABN: z
    .string()
    .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, { message: 'must be an ABN: 11 digits' })
    .default('51 824 753 556'),
  SELLER_ADDRESS: z.string().trim().min(1).max(300).default('1 Example Street, Sydney NSW 2000'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { message: 'must be a Stripe webhook secret' })
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, { message: 'must be a Stripe price id' })
    .optional(),
  STRIPE_PRICE_YEARLY: z
    .string()
    .regex(/^price_\w+$/, { message: 'must be a Stripe price id' })
    .optional(),
  // S3's bucket naming rules (3 to 63 lower-case letters, digits, dots and hyphens), which
  // S3-compatible stores follow too.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { message: 'must be a region like ap-southeast-2' })
    .default('ap-southeast-2'),
  S3_ENDPOINT: urlWithProtocols(['https:', 'http:'], 'https://s3.example.com').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  /**
   * Web Push (decision 040): the VAPID keys and contact, and who sends. `web-push` sends through the
   * browsers' push services; `local` records each push instead (tests, and development by default).
   * Null: no pushes (production without VAPID keys).
   */
  push: { provider: 'web-push' | 'local'; publicKey: string; privateKey: string; subject: string } | null;
  /**
   * Payments for the workers' plans (decision 041). `sandbox`: a local checkout with test cards, the
   * default outside production; `stripe` when its keys and the plans' price ids are set; `off`: in
   * production without either, plans cannot be bought (the free allowance still works).
   */
  /** Who sells the plans, as each tax invoice names them (decision 041). */
  seller: { name: string; abn: string; address: string; email: string };
  payments:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        prices: { monthly: string; yearly: string };
      }
    | { provider: 'off' };
  /**
   * Private files in an S3-compatible bucket when `S3_BUCKET` is set, so that instances on several
   * machines share them; null: in `$DATA_DIR/files` (DESIGN.md "Runs on"). An endpoint is another
   * store than AWS (MinIO, R2), which takes the bucket in the path. No keys: the SDK's own chain.
   */
  s3: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
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

  const s3 = objectStore(values);

  const dataDir = path.resolve(values.DATA_DIR);
  const databaseUrl = values.DATABASE_URL ?? null;
  const jwtSecret = values.JWT_SECRET ?? localSecret(dataDir);
  const push = pushConfig(values, production, dataDir);
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
    s3,
    push,
    payments: paymentsConfig(values, production),
    seller: {
      name: values.SELLER_NAME,
      abn: values.SELLER_ABN,
      address: values.SELLER_ADDRESS,
      email: values.SUPPORT_EMAIL,
    },
  };
}

/** Stripe when its four settings are set (all or none), else the sandbox outside production. */
function paymentsConfig(values: z.infer<typeof EnvSchema>, production: boolean): Config['payments'] {
  const stripe = {
    STRIPE_SECRET_KEY: values.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: values.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: values.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY: values.STRIPE_PRICE_YEARLY,
  };
  const given = Object.entries(stripe).filter(([, value]) => value !== undefined);
  const provider = values.PAYMENTS_PROVIDER ?? (given.length > 0 ? 'stripe' : production ? null : 'sandbox');
  if (provider === 'stripe') {
    const missing = Object.keys(stripe).filter((name) => stripe[name as keyof typeof stripe] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`Configuration error: Stripe payments need ${missing.join(', ')} as well.`);
    }
    return {
      provider,
      secretKey: stripe.STRIPE_SECRET_KEY!,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET!,
      prices: { monthly: stripe.STRIPE_PRICE_MONTHLY!, yearly: stripe.STRIPE_PRICE_YEARLY! },
    };
  }
  return provider === 'sandbox' ? { provider } : { provider: 'off' };
}

/**
 * The push settings: the three VAPID variables together or none. In production, none means no
 * pushes (the settings page then offers e-mail only); elsewhere a key pair is generated once into
 * `$DATA_DIR/vapid.json`, so a fresh clone subscribes with no set-up.
 */
function pushConfig(values: z.infer<typeof EnvSchema>, production: boolean, dataDir: string): Config['push'] {
  const vapid = {
    VAPID_PUBLIC_KEY: values.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: values.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: values.VAPID_SUBJECT,
  };
  const missing = Object.keys(vapid).filter((name) => vapid[name as keyof typeof vapid] === undefined);
  if (missing.length > 0 && missing.length < 3) {
    throw new ConfigError(
      `Configuration error: ${missing.join(' and ')} must be set together with the other VAPID settings.`,
    );
  }
  const provider = values.PUSH_PROVIDER ?? (production ? 'web-push' : 'local');
  if (values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY && values.VAPID_SUBJECT) {
    return {
      provider,
      publicKey: values.VAPID_PUBLIC_KEY,
      privateKey: values.VAPID_PRIVATE_KEY,
      subject: values.VAPID_SUBJECT,
    };
  }
  if (production) {
    if (values.PUSH_PROVIDER) {
      throw new ConfigError(
        'Configuration error: PUSH_PROVIDER needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in production.',
      );
    }
    return null;
  }
  return { provider, ...localVapidKeys(dataDir), subject: `mailto:${values.SUPPORT_EMAIL}` };
}

/** Outside production: a VAPID key pair made once into the data folder (mode 0600), like the secret. */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { public_key?: unknown; private_key?: unknown };
    if (typeof stored.public_key === 'string' && typeof stored.private_key === 'string') {
      chmodSync(file, 0o600);
      return { publicKey: stored.public_key, privateKey: stored.private_key };
    }
  } catch {
    // No keys yet: make them below.
  }
  const keys = newVapidKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ public_key: keys.publicKey, private_key: keys.privateKey }), {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  return keys;
}

/** A P-256 key pair in the form web-push takes: the uncompressed public point and the private scalar. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x!, 'base64url'),
    Buffer.from(pub.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}

function objectStore(values: z.infer<typeof EnvSchema>): Config['s3'] {
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    const missing = values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Configuration error: ${missing} must be set together with the other S3 key.`);
  }
  if (!values.S3_BUCKET) {
    // Files would quietly stay on this machine's disk, which other instances cannot read.
    const stray = values.S3_ENDPOINT ? 'S3_ENDPOINT' : values.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : null;
    if (stray) {
      throw new ConfigError(`Configuration error: ${stray} is set but S3_BUCKET is not: set the bucket too.`);
    }
    return null;
  }
  return {
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
    forcePathStyle: Boolean(values.S3_ENDPOINT),
    ...(values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY },
        }
      : {}),
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
