import { AUTH_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { GOOD_PASSWORD, nextAddress, post, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD_FAILURE_LIMITS, slowDownMs } from './account.limits';
import { KNOWN_BROWSER_COOKIE } from './known-browser';

// The clock's sleep moves it at once, so how long an answer was held back reads as clock time.
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t?.close());

const WRONG = 'not the right password';

/** Signs in and gives the status and how many milliseconds the answer was held back. */
async function signIn(
  body: { email: string; password: string },
  options: { ip?: string; cookie?: string } = {},
) {
  const before = clock.now().getTime();
  const response = await post(t.app, '/api/auth/login', body, options);
  return { response, heldMs: clock.now().getTime() - before };
}

/** The known-browser cookie a sign-in's answer sets, as the browser would send it back. */
function browserCookie(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(
    new RegExp(`^${KNOWN_BROWSER_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/api; Max-Age=\\d+; HttpOnly; SameSite=Lax`),
  );
  return header.split(';')[0]!;
}

describe('a stranger who knows someone’s e-mail', () => {
  it('cannot keep them out: 50 wrong passwords from 50 addresses, and the right one still signs in', async () => {
    const ana = await signUp(t.app);
    for (let i = 0; i < 50; i++) {
      const { response } = await signIn({ email: ana.email, password: WRONG });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.badCredentials);
    }
    // From a new browser Ana waits (the stranger's failures slow every unknown browser), but gets in.
    const { response, heldMs } = await signIn({ email: ana.email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(heldMs).toBe(10_000);
    // Her success ended the run: the next sign-in is not held back.
    const again = await signIn({ email: ana.email, password: GOOD_PASSWORD });
    expect(again.response.statusCode).toBe(200);
    expect(again.heldMs).toBe(0);
  });

  it('does not slow the browser the person signed in with before', async () => {
    const ana = await signUp(t.app);
    const first = await signIn({ email: ana.email, password: GOOD_PASSWORD });
    const cookie = browserCookie(first.response);

    for (let i = 0; i < 30; i++) await signIn({ email: ana.email, password: WRONG });
    const fromStranger = await signIn({ email: ana.email, password: WRONG });
    expect(fromStranger.heldMs).toBeGreaterThan(0);

    const fromHome = await signIn({ email: ana.email, password: GOOD_PASSWORD }, { cookie });
    expect(fromHome.response.statusCode).toBe(200);
    expect(fromHome.heldMs).toBe(0);
    // The browser keeps its id: the cookie it gets back names the same browser.
    expect(browserCookie(fromHome.response).split('.')[0]).toBe(cookie.split('.')[0]);
  });

  it('gets no help from a known-browser cookie made for another account', async () => {
    const ana = await signUp(t.app);
    const ben = await signUp(t.app);
    const bens = browserCookie((await signIn({ email: ben.email, password: GOOD_PASSWORD })).response);
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.account.limit; i++)
      await signIn({ email: ana.email, password: WRONG });
    const withBens = await signIn({ email: ana.email, password: WRONG }, { cookie: bens });
    expect(withBens.heldMs).toBe(slowDownMs(0));
    const forged = await signIn(
      { email: ana.email, password: WRONG },
      { cookie: `${KNOWN_BROWSER_COOKIE}=${'a'.repeat(22)}.bad` },
    );
    expect(forged.heldMs).toBeGreaterThan(0);
  });
});

describe('failures from one address against one account', () => {
  it('are free up to the limit, then slow that address down more with each one', async () => {
    const ana = await signUp(t.app);
    const ip = nextAddress();
    const held: number[] = [];
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.accountAndAddress.limit + 4; i++) {
      held.push((await signIn({ email: ana.email, password: WRONG }, { ip })).heldMs);
    }
    expect(held).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000]);
    // Another address is not slowed until the account's own limit is reached.
    expect((await signIn({ email: ana.email, password: GOOD_PASSWORD })).heldMs).toBe(0);
  });
});

describe('the other password-checking actions', () => {
  const ip = nextAddress();
  const changePassword = (token: string, current: string) =>
    post(
      t.app,
      '/api/account/password',
      { current_password: current, new_password: 'a brand new passphrase' },
      { token, ip },
    );

  it('count only failures: a wrong current password past the limit is slowed, never refused', async () => {
    const mia = await signUp(t.app);
    const held: number[] = [];
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.accountAndAddress.limit + 2; i++) {
      const before = clock.now().getTime();
      const response = await changePassword(mia.token, WRONG);
      expect(response.statusCode).toBe(422);
      held.push(clock.now().getTime() - before);
    }
    expect(held.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(held.slice(5).every((ms) => ms > 0)).toBe(true);
    const right = await changePassword(mia.token, GOOD_PASSWORD);
    expect(right.statusCode).toBe(200);
  });
});

describe('slowDownMs', () => {
  it.each([
    { over: -1, ms: 0 },
    { over: 0, ms: 1000 },
    { over: 1, ms: 2000 },
    { over: 2, ms: 4000 },
    { over: 3, ms: 8000 },
    { over: 4, ms: 10_000 },
    { over: 40, ms: 10_000 },
  ])('waits $ms ms when $over failures are past the limit', ({ over, ms }) => {
    expect(slowDownMs(over)).toBe(ms);
  });
});
