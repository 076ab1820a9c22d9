import { AUTH_MESSAGES, ERROR_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import {
  countRows,
  getSession,
  GOOD_PASSWORD,
  nextAddress,
  post,
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

const confirmationCode = (email: string) => t.outbox.latestCode(email, 'Confirm');
const resetCode = (email: string) => t.outbox.latestCode(email, 'Reset');
const verify = (token: string, code: unknown) => post(t.app, '/api/auth/email/verify', { code }, { token });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/email/verify', () => {
  it('confirms the e-mail address with the mailed code', async () => {
    const { token, email } = await signUp(t.app);
    const response = await verify(token, await confirmationCode(email));

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.emailVerified);
    expect((await getSession(t.app, token)).json().user.email_verified).toBe(true);
  });

  it('accepts the code typed with spaces', async () => {
    const { token, email } = await signUp(t.app);
    const code = await confirmationCode(email);
    expect((await verify(token, `${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(200);
  });

  it('refuses a wrong code, and spends the code after 5 wrong tries', async () => {
    const { token, email } = await signUp(t.app);
    const code = await confirmationCode(email);

    for (let i = 0; i < 5; i++) {
      const wrong = await verify(token, otherCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.code).toEqual([AUTH_MESSAGES.codeWrong]);
    }
    const spent = await verify(token, code);
    expect(spent.statusCode).toBe(422);
    expect(spent.json().errors.code).toEqual([AUTH_MESSAGES.codeExpired]);
    expect((await getSession(t.app, token)).json().user.email_verified).toBe(false);
  });

  it('refuses a code after its 15 minutes', async () => {
    const { refresh_token, email } = await signUp(t.app);
    const code = await confirmationCode(email);
    clock.advance(15 * 60 + 1);
    // The access token lives 15 minutes too: take a fresh one as the web app would.
    const { token } = (await post(t.app, '/api/auth/refresh', { refresh_token })).json();
    const response = await verify(token, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([AUTH_MESSAGES.codeExpired]);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456], ['12\u00003456']])(
    'refuses the malformed code %j',
    async (code) => {
      const { token } = await signUp(t.app);
      const response = await verify(token, code);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toHaveLength(1);
    },
  );

  it('refuses a caller who is not signed in', async () => {
    expect((await post(t.app, '/api/auth/email/verify', { code: '123456' })).statusCode).toBe(401);
  });

  it('says so when the address is already confirmed', async () => {
    const { token, email } = await signUp(t.app);
    await verify(token, await confirmationCode(email));
    const again = await verify(token, '000000');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(AUTH_MESSAGES.emailAlreadyVerified);
  });
});

describe('POST /api/auth/email/resend', () => {
  it('waits 60 seconds between codes, then sends a new one that replaces the old', async () => {
    const { token, email } = await signUp(t.app);
    const first = await confirmationCode(email);

    const tooSoon = await post(t.app, '/api/auth/email/resend', {}, { token });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(AUTH_MESSAGES.resendTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);

    clock.advance(61);
    const sent = await post(t.app, '/api/auth/email/resend', {}, { token });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.codeSent, retry_after_seconds: 60 });
    expect(t.outbox.to(email)).toHaveLength(2);

    const second = await confirmationCode(email);
    if (second !== first) {
      expect((await verify(token, first)).json().errors.code).toEqual([AUTH_MESSAGES.codeWrong]);
    }
    expect((await verify(token, second)).statusCode).toBe(200);
  });

  it('refuses an unknown field and a caller who is not signed in', async () => {
    const { token } = await signUp(t.app);
    expect(
      (await post(t.app, '/api/auth/email/resend', { email: 'x@example.com' }, { token })).statusCode,
    ).toBe(422);
    expect((await post(t.app, '/api/auth/email/resend', {})).statusCode).toBe(401);
  });
});

describe('POST /api/auth/password/forgot', () => {
  it('answers the same for an account that exists and one that does not, and mails only the first', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail('nobody');

    const known = await post(t.app, '/api/auth/password/forgot', { email });
    const missing = await post(t.app, '/api/auth/password/forgot', { email: unknown });

    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(known.json()).toEqual(missing.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.forgotAccepted);
    const mail = await resetCode(email);
    expect(mail).toMatch(/^\d{6}$/);
    expect(t.outbox.to(unknown)).toHaveLength(0);
  });

  it('mails a link to the reset page carrying the address and code', async () => {
    const { email } = await signUp(t.app);
    await post(t.app, '/api/auth/password/forgot', { email });
    const code = await resetCode(email);
    const message = t.outbox.to(email).at(-1)!;
    expect(message.text).toContain(`/reset-password?email=${encodeURIComponent(email)}&code=${code}`);
  });

  it.each([[{}], [{ email: 'nope' }], [{ email: 'a@example.com', extra: 1 }]])(
    'refuses %j with a field message',
    async (body) => {
      const response = await post(t.app, '/api/auth/password/forgot', body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toHaveLength(1);
    },
  );
});

describe('POST /api/auth/password/reset', () => {
  async function askForReset() {
    const account = await signUp(t.app);
    clock.advance(61);
    await post(t.app, '/api/auth/password/forgot', { email: account.email });
    return { ...account, code: await resetCode(account.email) };
  }

  it('sets the new password, ends every session and confirms the address', async () => {
    const { email, token, refresh_token, code } = await askForReset();
    const newPassword = 'a brand new long password';

    const response = await post(t.app, '/api/auth/password/reset', { email, code, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.passwordReset);

    expect((await getSession(t.app, token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/refresh', { refresh_token })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/login', { email, password: newPassword });
    expect(login.statusCode).toBe(200);
    expect((await getSession(t.app, login.json().token)).json().user.email_verified).toBe(true);
    expect(t.outbox.to(email).at(-1)!.subject).toBe('Your Alongside password was changed');
  });

  it('takes a code once only', async () => {
    const { email, code } = await askForReset();
    await post(t.app, '/api/auth/password/reset', { email, code, password: 'first new password here' });
    const again = await post(t.app, '/api/auth/password/reset', {
      email,
      code,
      password: 'second new password here',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual([AUTH_MESSAGES.resetCodeInvalid]);
  });

  it('refuses a code after its 30 minutes', async () => {
    const { email, code } = await askForReset();
    clock.advance(30 * 60 + 1);
    const response = await post(t.app, '/api/auth/password/reset', {
      email,
      code,
      password: 'a fine new password',
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers an unknown address like a wrong code', async () => {
    const response = await post(t.app, '/api/auth/password/reset', {
      email: uniqueEmail('nobody'),
      code: '123456',
      password: 'a fine new password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([AUTH_MESSAGES.resetCodeInvalid]);
  });

  it('refuses a weak new password and leaves the old one and the code working', async () => {
    const { email, code } = await askForReset();
    const weak = await post(t.app, '/api/auth/password/reset', { email, code, password: 'qwertyuiop' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toHaveLength(1);
    expect((await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/auth/password/reset', { email, code, password: 'a fine new password' }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['no code', { email: 'a@example.com', password: 'a fine new password' }, 'code'],
    ['no e-mail', { code: '123456', password: 'a fine new password' }, 'email'],
    [
      'an unknown field',
      { email: 'a@example.com', code: '123456', password: 'a fine new password', token: 'x' },
      'token',
    ],
  ])('refuses %s', async (_case, body, field) => {
    const response = await post(t.app, '/api/auth/password/reset', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
  });
});

describe('rate limits on the code flows', () => {
  it.each([
    ['forgot', '/api/auth/password/forgot', () => ({ email: uniqueEmail() }), 10],
    [
      'reset',
      '/api/auth/password/reset',
      () => ({ email: uniqueEmail(), code: '123456', password: 'a fine new password' }),
      20,
    ],
  ])('limits %s per address', async (_action, url, body, limit) => {
    const ip = nextAddress();
    for (let i = 0; i < limit; i++) await post(t.app, url, body(), { ip });
    const refused = await post(t.app, url, body(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ERROR_MESSAGES.tooManyRequests);
  });

  it('limits forgot per account to 3 an hour', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, '/api/auth/password/forgot', { email })).statusCode).toBe(202);
    expect((await post(t.app, '/api/auth/password/forgot', { email })).statusCode).toBe(429);
  });

  it('limits code guesses per account across codes', async () => {
    const { token } = await signUp(t.app);
    const before = await countRows(t.app, 'one_time_codes');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await verify(token, '000000')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(await countRows(t.app, 'one_time_codes')).toBe(before);
  });
});
