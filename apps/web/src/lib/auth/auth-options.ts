import { AUTH_OPTIONS_COOKIE } from '../web-settings';
import { AuthOptionsSchema, type AuthOptions } from './auth-options-schema';
import { readCookie, writeCookie } from '../cookies';

/** The client-side options of spec §3 (skipOnboarding, skipSubscription), kept as JSON in a cookie. */
export function readAuthOptions(): AuthOptions {
  const text = readCookie(AUTH_OPTIONS_COOKIE.name);
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  return AuthOptionsSchema.parse(value);
}

export function writeAuthOptions(change: Partial<AuthOptions>): void {
  writeCookie(AUTH_OPTIONS_COOKIE.name, JSON.stringify({ ...readAuthOptions(), ...change }), {
    maxAgeSeconds: AUTH_OPTIONS_COOKIE.maxAgeSeconds,
  });
}
