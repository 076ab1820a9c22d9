import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from './config';

const GOOD_SECRET = 'a-signing-secret-of-at-least-32-characters';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'alongside-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function load(env: NodeJS.ProcessEnv) {
  return loadConfig({ DATA_DIR: dataDir, ...env });
}

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig defaults', () => {
  it('listens on port 3000 with the public URL on localhost when nothing is set', () => {
    const config = load({});

    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.env).toBe('development');
  });

  it('builds the default public URL from the configured port', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('resolves DATA_DIR from ./.data in the working directory when unset', () => {
    const config = loadConfig({ JWT_SECRET: GOOD_SECRET });

    expect(config.dataDir).toBe(path.resolve('./.data'));
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const relative = path.relative(process.cwd(), dataDir);

    expect(load({ DATA_DIR: relative }).dataDir).toBe(dataDir);
  });

  it.each([
    { given: 'https://app.example.com/', publicUrl: 'https://app.example.com' },
    { given: 'https://app.example.com//', publicUrl: 'https://app.example.com' },
    { given: 'https://app.example.com/alongside/', publicUrl: 'https://app.example.com/alongside' },
    { given: 'https://app.example.com', publicUrl: 'https://app.example.com' },
  ])('strips the trailing slash from PUBLIC_URL $given', ({ given, publicUrl }) => {
    expect(load({ PUBLIC_URL: given }).publicUrl).toBe(publicUrl);
  });

  it.each([
    { env: {}, seedDemo: true },
    { env: { NODE_ENV: 'test' }, seedDemo: true },
    { env: { DATABASE_URL: 'postgres://user:pw@127.0.0.1:5432/alongside' }, seedDemo: false },
    {
      env: { NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET },
      seedDemo: false,
    },
    {
      env: { SEED_DEMO: 'true', DATABASE_URL: 'postgres://user:pw@127.0.0.1:5432/alongside' },
      seedDemo: true,
    },
    { env: { SEED_DEMO: 'no' }, seedDemo: false },
  ])(
    'seeds demo data only for the embedded default outside production unless SEED_DEMO says otherwise: $env',
    ({ env, seedDemo }) => {
      expect(load(env).seedDemo).toBe(seedDemo);
    },
  );

  it.each([
    { env: { NODE_ENV: 'test' }, logLevel: 'silent' },
    { env: { NODE_ENV: 'development' }, logLevel: 'info' },
    {
      env: { NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET },
      logLevel: 'info',
    },
    { env: { NODE_ENV: 'test', LOG_LEVEL: 'debug' }, logLevel: 'debug' },
  ])('logs at $logLevel for $env', ({ env, logLevel }) => {
    expect(load(env).logLevel).toBe(logLevel);
  });

  it('turns reCAPTCHA on only when both keys are set', () => {
    expect(load({}).recaptcha).toBeNull();
    expect(load({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }).recaptcha).toEqual({
      siteKey: 'site',
      secret: 'secret',
      minScore: 0.5,
    });
  });
});

describe('loadConfig rejects bad values', () => {
  it.each([
    { variable: 'PORT', env: { PORT: 'abc' }, value: 'abc' },
    { variable: 'PORT', env: { PORT: '70000' }, value: '70000' },
    { variable: 'PORT', env: { PORT: '80.5' }, value: '80.5' },
    { variable: 'DATABASE_URL', env: { DATABASE_URL: 'mysql://x' }, value: 'mysql://x' },
    {
      variable: 'DATABASE_URL',
      env: { DATABASE_URL: 'mysql://admin:hunter2-db@db.internal/alongside' },
      value: 'hunter2-db',
    },
    { variable: 'REDIS_URL', env: { REDIS_URL: 'http://x' }, value: 'http://x' },
    { variable: 'SMTP_URL', env: { SMTP_URL: 'ftp://x' }, value: 'ftp://x' },
    { variable: 'PUBLIC_URL', env: { PUBLIC_URL: 'nope' }, value: 'nope' },
    {
      variable: 'JWT_SECRET',
      env: { JWT_SECRET: 'too-short-secret-s3cr3t' },
      value: 'too-short-secret-s3cr3t',
    },
    { variable: 'NODE_ENV', env: { NODE_ENV: 'staging' }, value: 'staging' },
    { variable: 'RATE_LIMIT_FACTOR', env: { RATE_LIMIT_FACTOR: '0' }, value: '0' },
    { variable: 'RATE_LIMIT_FACTOR', env: { RATE_LIMIT_FACTOR: '0.25' }, value: '0.25' },
    { variable: 'TRUST_PROXY', env: { TRUST_PROXY: 'maybe' }, value: 'maybe' },
    { variable: 'LOG_LEVEL', env: { LOG_LEVEL: 'loud' }, value: 'loud' },
    { variable: 'IDENTITY_PROVIDER', env: { IDENTITY_PROVIDER: 'acme-id' }, value: 'acme-id' },
    { variable: 'IDENTITY_PROVIDER', env: { IDENTITY_PROVIDER: 'frankieone' }, value: undefined },
    { variable: 'RECAPTCHA_MIN_SCORE', env: { RECAPTCHA_MIN_SCORE: '7' }, value: '7' },
    {
      variable: 'SEED_DEMO',
      env: { SEED_DEMO: 'yes', NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET },
      value: 'yes',
    },
    { variable: 'JWT_SECRET', env: { NODE_ENV: 'production' }, value: undefined },
    {
      variable: 'RECAPTCHA_SECRET',
      env: { RECAPTCHA_SITE_KEY: 'site-key-6Lc0000' },
      value: 'site-key-6Lc0000',
    },
    {
      variable: 'RECAPTCHA_SITE_KEY',
      env: { RECAPTCHA_SECRET: 'secret-key-6Lc9999' },
      value: 'secret-key-6Lc9999',
    },
    { variable: 'S3_BUCKET', env: { S3_BUCKET: 'Alongside_Files' }, value: 'Alongside_Files' },
    { variable: 'S3_BUCKET', env: { S3_BUCKET: 'ab' }, value: undefined },
    { variable: 'S3_REGION', env: { S3_BUCKET: 'files', S3_REGION: 'Sydney 2' }, value: 'Sydney 2' },
    {
      variable: 'S3_ENDPOINT',
      env: { S3_BUCKET: 'files', S3_ENDPOINT: 'minio.internal:9000' },
      value: 'minio.internal',
    },
    {
      variable: 'S3_SECRET_ACCESS_KEY',
      env: { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY123' },
      value: 'AKIAEXAMPLEKEY123',
    },
    {
      variable: 'S3_ACCESS_KEY_ID',
      env: { S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/secret' },
      value: 'wJalrXUtnFEMI/secret',
    },
    { variable: 'S3_BUCKET', env: { S3_ENDPOINT: 'https://s3.example.com' }, value: 's3.example.com' },
    {
      variable: 'S3_BUCKET',
      env: { S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY123', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/secret' },
      value: 'wJalrXUtnFEMI/secret',
    },
  ])('names $variable in a one-line ConfigError without the value for $env', ({ variable, env, value }) => {
    const error = configErrorOf(env);

    expect(error.name).toBe('ConfigError');
    expect(error.message).not.toMatch(/[\r\n]/);
    expect(error.message).toMatch(new RegExp(`\\b${variable}\\b`));
    if (value !== undefined) expect(error.message).not.toContain(value);
  });
});

describe('loadConfig local JWT secret', () => {
  it('generates a secret once into <DATA_DIR>/secrets.json, readable by the owner only, and reuses it', () => {
    const first = load({}).jwtSecret;
    const file = path.join(dataDir, 'secrets.json');

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwt_secret: first });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load({}).jwtSecret).toBe(first);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'not', 'yet');

    const secret = loadConfig({ DATA_DIR: nested }).jwtSecret;

    expect(JSON.parse(readFileSync(path.join(nested, 'secrets.json'), 'utf8'))).toEqual({
      jwt_secret: secret,
    });
  });

  it('uses JWT_SECRET when set and writes no secrets file', () => {
    expect(load({ JWT_SECRET: GOOD_SECRET }).jwtSecret).toBe(GOOD_SECRET);
    expect(() => statSync(path.join(dataDir, 'secrets.json'))).toThrow();
  });
});

describe('loadConfig empty variables', () => {
  it.each<{ variable: string; env: NodeJS.ProcessEnv; read: (config: Config) => unknown; expected: unknown }>(
    [
      { variable: 'PORT', env: { PORT: '' }, read: (c) => c.port, expected: 3000 },
      { variable: 'NODE_ENV', env: { NODE_ENV: '' }, read: (c) => c.env, expected: 'development' },
      { variable: 'DATABASE_URL', env: { DATABASE_URL: '' }, read: (c) => c.databaseUrl, expected: null },
      { variable: 'REDIS_URL', env: { REDIS_URL: '' }, read: (c) => c.redisUrl, expected: null },
      { variable: 'SMTP_URL', env: { SMTP_URL: '' }, read: (c) => c.smtpUrl, expected: null },
      {
        variable: 'PUBLIC_URL',
        env: { PUBLIC_URL: '' },
        read: (c) => c.publicUrl,
        expected: 'http://localhost:3000',
      },
      {
        variable: 'RECAPTCHA_SITE_KEY',
        env: { RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET: '' },
        read: (c) => c.recaptcha,
        expected: null,
      },
      { variable: 'TRUST_PROXY', env: { TRUST_PROXY: '' }, read: (c) => c.trustProxy, expected: false },
      { variable: 'SEED_DEMO', env: { SEED_DEMO: '' }, read: (c) => c.seedDemo, expected: true },
      {
        variable: 'JWT_SECRET',
        env: { JWT_SECRET: '' },
        read: (c) => c.jwtSecret.length >= 32,
        expected: true,
      },
    ],
  )('treats an empty $variable as unset', ({ env, read, expected }) => {
    expect(read(load(env))).toEqual(expected);
  });

  it('still requires JWT_SECRET in production when it is set to an empty string', () => {
    expect(configErrorOf({ NODE_ENV: 'production', JWT_SECRET: '' }).message).toMatch(/\bJWT_SECRET\b/);
  });
});

describe('identity provider', () => {
  it('runs the sandbox by default outside production', () => {
    expect(load({}).identity.provider).toBe('sandbox');
    expect(load({ NODE_ENV: 'test' }).identity.provider).toBe('sandbox');
  });

  it('runs the sandbox in production only when IDENTITY_PROVIDER=sandbox is set on purpose', () => {
    const config = load({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, IDENTITY_PROVIDER: 'sandbox' });

    expect(config.identity.provider).toBe('sandbox');
  });

  it('has no online check in production unless one is chosen, and can be switched off anywhere', () => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).identity).toEqual({ provider: 'off' });
    expect(load({ IDENTITY_PROVIDER: 'off' }).identity).toEqual({ provider: 'off' });
  });

  it('refuses an unknown provider, naming the variable', () => {
    expect(configErrorOf({ IDENTITY_PROVIDER: 'acme' }).message).toBe(
      'Configuration error: IDENTITY_PROVIDER must be sandbox, off or frankieone.',
    );
  });

  it('refuses frankieone, whose adapter is not built, naming the decision', () => {
    expect(configErrorOf({ IDENTITY_PROVIDER: 'frankieone' }).message).toMatch(/not built.*decision 017/);
  });

  it('signs sandbox callbacks with a secret derived from JWT_SECRET, never the JWT secret itself', () => {
    const one = load({ JWT_SECRET: GOOD_SECRET });
    const again = load({ JWT_SECRET: GOOD_SECRET });
    const other = load({ JWT_SECRET: `${GOOD_SECRET}-other` });

    const secret = (config: typeof one) =>
      config.identity.provider === 'sandbox' ? config.identity.sandboxSecret : '';
    expect(secret(one)).toBe(secret(again));
    expect(secret(one)).not.toBe(secret(other));
    expect(secret(one)).not.toContain(GOOD_SECRET);
    expect(secret(one).length).toBeGreaterThanOrEqual(32);
  });
});

describe('TLS', () => {
  const tlsDir = path.join(import.meta.dirname, '../test/tls');
  const cert = path.join(tlsDir, 'localhost-cert.pem');
  const key = path.join(tlsDir, 'localhost-key.pem');

  it('serves plain HTTP when neither file is set (or both are empty)', () => {
    expect(load({}).tls).toBeNull();
    expect(load({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' }).tls).toBeNull();
  });

  it('reads both PEM files at start', () => {
    expect(load({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key }).tls).toEqual({
      cert: readFileSync(cert, 'utf8'),
      key: readFileSync(key, 'utf8'),
    });
  });

  it.each([
    { env: { TLS_CERT_FILE: cert }, message: 'TLS_KEY_FILE must be set together with the other TLS file' },
    { env: { TLS_KEY_FILE: key }, message: 'TLS_CERT_FILE must be set together with the other TLS file' },
    {
      env: { TLS_CERT_FILE: path.join(tlsDir, 'missing.pem'), TLS_KEY_FILE: key },
      message: 'TLS_CERT_FILE names a file that cannot be read',
    },
    {
      env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: path.join(import.meta.dirname, 'clock.ts') },
      message: 'TLS_KEY_FILE must name a PEM file',
    },
  ])('refuses $env with "$message", naming no file content', ({ env, message }) => {
    const error = configErrorOf(env);
    expect(error.message).toBe(`Configuration error: ${message}.`);
    expect(error.message).not.toContain('BEGIN');
  });
});

describe('object store', () => {
  it('keeps files in DATA_DIR when S3_BUCKET is not set (or empty)', () => {
    expect(load({}).s3).toBeNull();
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeNull();
  });

  it("uses AWS in ap-southeast-2 with the SDK's own credentials when only the bucket is set", () => {
    expect(load({ S3_BUCKET: 'alongside-files' }).s3).toEqual({
      bucket: 'alongside-files',
      region: 'ap-southeast-2',
      forcePathStyle: false,
    });
  });

  it('puts the bucket in the path for another S3-compatible store, with the keys given', () => {
    const config = load({
      S3_BUCKET: 'alongside-files',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    });

    expect(config.s3).toEqual({
      bucket: 'alongside-files',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret-key' },
    });
  });

  it.each([
    {
      env: { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key-id' },
      message: 'S3_SECRET_ACCESS_KEY must be set together with the other S3 key',
    },
    {
      env: { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      message: 'S3_ENDPOINT is set but S3_BUCKET is not: set the bucket too',
    },
  ])('refuses $env with "$message"', ({ env, message }) => {
    expect(configErrorOf(env).message).toBe(`Configuration error: ${message}.`);
  });
});

describe('web push (decision 040)', () => {
  const KEYS = {
    VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'b'.repeat(43),
    VAPID_SUBJECT: 'mailto:support@example.com',
  };

  it('generates a key pair once into DATA_DIR (mode 0600) outside production, and records pushes locally', () => {
    const first = load({});
    expect(first.push).toMatchObject({ provider: 'local', subject: 'mailto:support@alongside.example' });
    expect(first.push!.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.push!.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      public_key: first.push!.publicKey,
      private_key: first.push!.privateKey,
    });
    expect(load({}).push).toEqual(first.push);
  });

  it('reads the keys from the environment, and sends through web-push in production', () => {
    expect(load({ ...KEYS, NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).push).toEqual({
      provider: 'web-push',
      publicKey: KEYS.VAPID_PUBLIC_KEY,
      privateKey: KEYS.VAPID_PRIVATE_KEY,
      subject: KEYS.VAPID_SUBJECT,
    });
  });

  it('sends no pushes in production without keys, and writes none', () => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET }).push).toBeNull();
    expect(() => statSync(path.join(dataDir, 'vapid.json'))).toThrow();
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: KEYS.VAPID_PUBLIC_KEY }, 'VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together'],
    [{ ...KEYS, VAPID_SUBJECT: undefined }, 'VAPID_SUBJECT must be set together'],
    [{ ...KEYS, VAPID_PUBLIC_KEY: 'short' }, 'VAPID_PUBLIC_KEY must be the URL-safe base64 public key'],
    [{ ...KEYS, VAPID_PRIVATE_KEY: 'x' }, 'VAPID_PRIVATE_KEY must be the URL-safe base64 private key'],
    [{ ...KEYS, VAPID_SUBJECT: 'support@example.com' }, 'VAPID_SUBJECT must be a contact'],
    [{ PUSH_PROVIDER: 'fcm' }, 'PUSH_PROVIDER must be web-push or local'],
    [
      { PUSH_PROVIDER: 'web-push', NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET },
      'PUSH_PROVIDER needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in production',
    ],
  ])('refuses %j, naming the variable and never its value', (env, message) => {
    const error = configErrorOf(env as NodeJS.ProcessEnv);
    expect(error.message).toContain(message);
    expect(error.message).not.toContain('b'.repeat(43));
  });
});
