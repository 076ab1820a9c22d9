import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '../cookies';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../runtime-config';
import { clearTokens, isTokenFresh, storeTokens, tokenExpiresAt } from './tokens';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

beforeEach(() => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, auth_cookie: 'a', refresh_cookie: 'r' }));
afterEach(() => setRuntimeConfig(undefined));

describe('tokens', () => {
  it('stores a pair in the configured cookies and clears them', () => {
    expect(storeTokens({ token: 't1', refresh_token: 'r1' })).toBe(true);
    expect(readCookie('a')).toBe('t1');
    expect(readCookie('r')).toBe('r1');
    clearTokens();
    expect(readCookie('a')).toBeUndefined();
    expect(readCookie('r')).toBeUndefined();
  });

  it.each([
    [{ token: 42, refresh_token: 'r1' }],
    [{ token: 't1', refresh_token: 7 }],
    [{}],
    [null],
    ['text'],
  ])('stores nothing from %j (spec §8: a token that is not a string aborts silently)', (answer) => {
    expect(storeTokens(answer)).toBe(false);
    expect(readCookie('a')).toBeUndefined();
  });

  it('reads the expiry of a JWT and calls it stale within a minute of it', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = jwt({ exp: now / 1000 + 120 });
    expect(tokenExpiresAt(token)).toBe(now + 120_000);
    expect(isTokenFresh(token, now)).toBe(true);
    expect(isTokenFresh(token, now + 61_000)).toBe(false);
    expect(isTokenFresh('not-a-jwt', now)).toBe(true);
  });
});
