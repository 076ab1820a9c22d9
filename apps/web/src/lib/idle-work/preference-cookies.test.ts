import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../cookies';
import { ensureAuthOptionsCookie, watchViewport, writeViewportCookie } from './preference-cookies';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** What the app writes to document.cookie (happy-dom does not show the attributes when read back). */
function cookieWrites() {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    descriptor.set!.call(this, value);
  });
  return writes;
}

describe('preference cookies (spec §3, §9)', () => {
  it('writes the viewport with 365 days, path /, SameSite Strict and Secure', () => {
    const writes = cookieWrites();
    writeViewportCookie(390);
    expect(writes).toEqual(['viewport=mobileMedium; Path=/; Max-Age=31536000; SameSite=Strict; Secure']);
  });

  it('writes the viewport again only when the breakpoint changes', () => {
    writeViewportCookie(1300);
    const writes = cookieWrites();
    writeViewportCookie(1400);
    expect(writes).toEqual([]);
    writeViewportCookie(1700);
    expect(readCookie('viewport')).toBe('desktopWide');
  });

  it('checks the width again 50 ms after a resize', () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerWidth', 800);
    const stop = watchViewport();
    expect(readCookie('viewport')).toBe('tablet');
    vi.stubGlobal('innerWidth', 330);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    expect(readCookie('viewport')).toBe('tablet');
    vi.advanceTimersByTime(1);
    expect(readCookie('viewport')).toBe('mobile');
    stop();
  });

  it('creates auth-options with both options off for 30 days, and keeps an existing choice', () => {
    const writes = cookieWrites();
    ensureAuthOptionsCookie();
    expect(writes).toEqual([
      `auth-options=${encodeURIComponent('{"skipOnboarding":false,"skipSubscription":false}')}; Path=/; Max-Age=2592000; SameSite=Strict`,
    ]);
    ensureAuthOptionsCookie();
    expect(writes).toHaveLength(1);
  });
});
