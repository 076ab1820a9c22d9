import { AUTH_OPTIONS_COOKIE } from '../web-settings';
import { readCookie, writeCookie } from '../cookies';

/** The client-side options of spec §3 (skipOnboarding, skipSubscription), kept as JSON in a cookie. */
export interface AuthOptions {
  skipOnboarding: boolean;
  skipSubscription: boolean;
}

/**
 * The options in a cookie's value, each false unless it is `true`: a missing or unreadable value
 * falls back to the defaults instead of failing, since the cookie is the browser's to change (spec §3,
 * §9). Read by hand, not with a schema: the onboarding gate reads it on every signed-in page before
 * the page draws, and building a zod schema there cost more than the check
 * (docs/decisions/011-first-page-performance.md).
 */
export function authOptionsOf(value: unknown): AuthOptions {
  const options = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  return {
    skipOnboarding: 'skipOnboarding' in options && options.skipOnboarding === true,
    skipSubscription: 'skipSubscription' in options && options.skipSubscription === true,
  };
}

export function readAuthOptions(): AuthOptions {
  const text = readCookie(AUTH_OPTIONS_COOKIE.name);
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  return authOptionsOf(value);
}

export function writeAuthOptions(change: Partial<AuthOptions>): void {
  writeCookie(AUTH_OPTIONS_COOKIE.name, JSON.stringify({ ...readAuthOptions(), ...change }), {
    maxAgeSeconds: AUTH_OPTIONS_COOKIE.maxAgeSeconds,
  });
}
