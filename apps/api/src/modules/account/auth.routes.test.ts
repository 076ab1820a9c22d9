import { AUTH_MESSAGES, ERROR_MESSAGES } from '@alongside/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import {
  countRows,
  getSession,
  GOOD_PASSWORD,
  nextAddress,
  post,
  registration,
  signUp,
  uniqueEmail,
} from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t?.close());

describe('POST /api/auth/register', () => {
  it('creates the account, signs in and mails a 6-digit code', async () => {
    const body = registration({
      user_type: 'worker',
      email: `  New.Worker+${Date.now()}@Example.COM `,
      first_name: ' Ana ',
    });
    const response = await post(t.app, '/api/auth/register', body);

    expect(response.statusCode).toBe(201);
    const { token, refresh_token } = response.json();
    expect(typeof token).toBe('string');
    expect(typeof refresh_token).toBe('string');

    const session = await getSession(t.app, token);
    expect(session.statusCode).toBe(200);
    const email = String(body.email).trim().toLowerCase();
    expect(session.json().user).toMatchObject({
      email,
      email_verified: false,
      user_type: 'worker',
      role: null,
      first_name: 'Ana',
      last_name: 'Walker',
      onboarded_at: null,
    });
    expect(await t.outbox.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses an e-mail address that is taken, whatever its case, and stores nothing', async () => {
    const { email } = await signUp(t.app);
    const before = await countRows(t.app, 'users');

    const response = await post(t.app, '/api/auth/register', registration({ email: email.toUpperCase() }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([AUTH_MESSAGES.emailTaken]);
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  const long = (length: number) => 'x'.repeat(length);
  it.each([
    ['no user type', { user_type: undefined }, 'user_type'],
    ['an unknown user type', { user_type: 'admin' }, 'user_type'],
    ['no first name', { first_name: undefined }, 'first_name'],
    ['a blank first name', { first_name: '   ' }, 'first_name'],
    ['a first name over 80 characters', { first_name: long(81) }, 'first_name'],
    ['a NUL byte in the last name', { last_name: 'Wal\u0000ker' }, 'last_name'],
    ['a line break in the last name', { last_name: 'Wal\nker' }, 'last_name'],
    ['a number for a name', { first_name: 42 }, 'first_name'],
    ['no e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email'],
    ['an e-mail over 254 characters', { email: `${long(250)}@example.com` }, 'email'],
    ['a NUL byte in the e-mail', { email: 'a\u0000b@example.com' }, 'email'],
    ['no password', { password: undefined }, 'password'],
    ['a password under 10 characters', { password: 'short pw' }, 'password'],
    ['one of the commonest passwords', { password: 'password123' }, 'password'],
    ['a password of one repeated character', { password: 'zzzzzzzzzzzz' }, 'password'],
    ['a password over 128 characters', { password: long(129) }, 'password'],
    ['an unknown field', { is_admin: true }, 'is_admin'],
  ])('refuses %s with a message on that field and stores nothing', async (_case, change, field) => {
    const before = await countRows(t.app, 'users');
    const response = await post(t.app, '/api/auth/register', registration(change));

    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(ERROR_MESSAGES.invalid);
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.badJson });
  });

  it('refuses an oversize body', async () => {
    const response = await post(t.app, '/api/auth/register', registration({ first_name: long(70_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.tooLarge });
  });

  it('limits sign-ups from one address (429 with Retry-After)', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post(t.app, '/api/auth/register', registration(), { ip })).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const before = await countRows(t.app, 'users');
    const refused = await post(t.app, '/api/auth/register', registration(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(await countRows(t.app, 'users')).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the case of the e-mail', async () => {
    const { email } = await signUp(t.app);
    const response = await post(t.app, '/api/auth/login', {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await getSession(t.app, response.json().token)).json().user.email).toBe(email);
  });

  it('gives one generic answer for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signUp(t.app);
    const wrongPassword = await post(t.app, '/api/auth/login', {
      email,
      password: 'not the password at all',
    });
    const unknownEmail = await post(t.app, '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: GOOD_PASSWORD,
    });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.badCredentials });
    }
  });

  it.each([
    ['no e-mail', { password: GOOD_PASSWORD }, 'email'],
    ['no password', { email: 'a@example.com' }, 'password'],
    ['an unknown field', { email: 'a@example.com', password: GOOD_PASSWORD, remember: true }, 'remember'],
    ['a NUL byte in the password', { email: 'a@example.com', password: 'abc\u0000def' }, 'password'],
  ])('refuses %s with a field message and starts no session', async (_case, body, field) => {
    const before = await countRows(t.app, 'sessions');
    const response = await post(t.app, '/api/auth/login', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
    expect(await countRows(t.app, 'sessions')).toBe(before);
  });

  it('refuses an address that got many passwords wrong over many accounts', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 50; i++)
      await post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'wrong password here' }, { ip });
    const refused = await post(
      t.app,
      '/api/auth/login',
      { email: uniqueEmail(), password: GOOD_PASSWORD },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('does not count sign-ins that succeed', async () => {
    const { email } = await signUp(t.app);
    const ip = nextAddress();
    for (let i = 0; i < 60; i++) {
      const response = await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD }, { ip });
      expect(response.statusCode).toBe(200);
    }
    // Sixty real password checks: on a busy 2-core machine they took over the suite's 30 s.
  }, 120_000);
});

describe('GET /api/auth/session', () => {
  it('refuses a request with no token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.unauthenticated });
  });

  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['a malformed header', () => 'Token abc'],
    ['garbage', () => 'Bearer not.a.jwt'],
    [
      'an unsigned token (alg none)',
      async () => {
        const { token } = await signUp(t.app);
        const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
        return `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
      },
    ],
    [
      'a token signed with another key',
      async () => {
        const { token } = await signUp(t.app);
        const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
        const forged = await new SignJWT(payload)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000'));
        return `Bearer ${forged}`;
      },
    ],
    [
      'an expired token',
      async () => {
        const { token } = await signUp(t.app);
        const claims = (await t.app.ctx.signer.verify(token, clock.now()))!;
        return `Bearer ${await t.app.ctx.signer.sign(claims, new Date(clock.now().getTime() - 16 * 60_000))}`;
      },
    ],
  ])('refuses %s', async (_case, header) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: await header() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.sessionEnded);
  });
});

describe('POST /api/auth/refresh', () => {
  it('swaps a refresh token for a new pair that works', async () => {
    const { refresh_token } = await signUp(t.app);
    const response = await post(t.app, '/api/auth/refresh', { refresh_token });
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair.refresh_token).not.toBe(refresh_token);
    expect((await getSession(t.app, pair.token)).statusCode).toBe(200);
  });

  it('ends the whole session when a spent refresh token comes back', async () => {
    const first = await signUp(t.app);
    const second = (await post(t.app, '/api/auth/refresh', { refresh_token: first.refresh_token })).json();

    const reuse = await post(t.app, '/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.refreshInvalid);

    // The family is gone: the newest refresh token and its access token stop working too.
    expect((await post(t.app, '/api/auth/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await getSession(t.app, second.token)).statusCode).toBe(401);
  });

  it('refuses a refresh token past its 30 days', async () => {
    const { refresh_token } = await signUp(t.app);
    clock.advance(30 * 24 * 60 * 60 + 1);
    try {
      expect((await post(t.app, '/api/auth/refresh', { refresh_token })).statusCode).toBe(401);
    } finally {
      clock.advance(-(30 * 24 * 60 * 60 + 1));
    }
  });

  it.each([
    ['an unknown token', { refresh_token: 'x'.repeat(43) }, 401],
    ['no token', {}, 422],
    ['an oversize token', { refresh_token: 'x'.repeat(201) }, 422],
    ['a number', { refresh_token: 12 }, 422],
  ])('refuses %s', async (_case, body, status) => {
    const response = await post(t.app, '/api/auth/refresh', body);
    expect(response.statusCode).toBe(status);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its access and refresh tokens are refused at once', async () => {
    const { token, refresh_token } = await signUp(t.app);
    const response = await post(t.app, '/api/auth/logout', { refresh_token }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.loggedOut);

    expect((await getSession(t.app, token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/refresh', { refresh_token })).statusCode).toBe(401);
  });

  it('leaves the person’s other sessions alone', async () => {
    const { token, email } = await signUp(t.app);
    const other = (await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).json();
    await post(t.app, '/api/auth/logout', {}, { token });
    expect((await getSession(t.app, other.token)).statusCode).toBe(200);
  });

  it('refuses a caller with no session before reading the body', async () => {
    const response = await post(t.app, '/api/auth/logout', { unknown: 'field' });
    expect(response.statusCode).toBe(401);
  });
});
