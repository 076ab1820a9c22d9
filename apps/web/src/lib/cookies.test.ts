import { describe, expect, it } from 'vitest';
import { deleteCookie, parseCookie, readCookie, serializeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('writes path /, SameSite=Strict and the lifetime, and Secure when asked', () => {
    expect(serializeCookie('auth.token', 'a b', { maxAgeSeconds: 60, secure: true })).toBe(
      'auth.token=a%20b; Path=/; Max-Age=60; SameSite=Strict; Secure',
    );
    expect(serializeCookie('x', 'y', { secure: false })).toBe('x=y; Path=/; SameSite=Strict');
  });

  it('reads one cookie out of many', () => {
    expect(parseCookie('a=1; auth.token=abc%3D; b=2', 'auth.token')).toBe('abc=');
    expect(parseCookie('a=1', 'auth.token')).toBeUndefined();
  });

  it('round-trips through document.cookie and deletes', () => {
    writeCookie('auth.token', 'value-1');
    expect(readCookie('auth.token')).toBe('value-1');
    deleteCookie('auth.token');
    expect(readCookie('auth.token')).toBeUndefined();
  });
});
