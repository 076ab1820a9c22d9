import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that signed in to an account before (decision 026): after a sign-in the API sets a
 * cookie naming a random browser id and a signature binding it to the account, so the next sign-in
 * from that browser counts its failures on its own and is not slowed by a stranger's.
 */
export const KNOWN_BROWSER_COOKIE = 'alongside_browser';

/** A year: the browser stays known while the person keeps signing in from it. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function signature(secret: string, userId: string, browserId: string): Buffer {
  return createHmac('sha256', secret).update(`known-browser:${userId}:${browserId}`).digest();
}

/** The cookie's value for `userId`: the browser id it had (when still genuine) or a new one. */
export function knownBrowserValue(secret: string, userId: string, browserId: string | null): string {
  const id = browserId ?? randomBytes(16).toString('base64url');
  return `${id}.${signature(secret, userId, id).toString('base64url')}`;
}

/** The browser id in `cookieHeader` when its cookie was issued for `userId`, else null. */
export function knownBrowserOf(
  secret: string,
  userId: string,
  cookieHeader: string | undefined,
): string | null {
  const value = readCookie(cookieHeader, KNOWN_BROWSER_COOKIE);
  if (!value) return null;
  const [id, mac, ...rest] = value.split('.');
  if (!id || !mac || rest.length > 0 || !ID_PATTERN.test(id)) return null;
  const expected = signature(secret, userId, id);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The Set-Cookie header: only the API reads it, never a script; HTTPS-only where the request was. */
export function knownBrowserCookie(value: string, secure: boolean): string {
  return [
    `${KNOWN_BROWSER_COOKIE}=${value}`,
    'Path=/api',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
