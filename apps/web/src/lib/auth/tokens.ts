import { deleteCookie, readCookie, writeCookie } from '../cookies';
import { getRuntimeConfig } from '../runtime-config';

/**
 * Both cookies live 30 days. The access token's own expiry (a short-lived JWT) decides when it is
 * refreshed; the cookie's lifetime only has to outlast it.
 */
const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** An access token this close to its expiry is refreshed before a call carries it. */
export const REFRESH_MARGIN_MS = 60_000;

export function readAccessToken(): string | undefined {
  return readCookie(getRuntimeConfig().auth_cookie);
}

export function readRefreshToken(): string | undefined {
  return readCookie(getRuntimeConfig().refresh_cookie);
}

/**
 * Keeps the token pair of a sign-in, sign-up or refresh answer. Spec §8: a token that is not a
 * string aborts the operation silently, so nothing is stored and false is returned.
 */
export function storeTokens(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const { token, refresh_token: refreshToken } = answer as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return false;
  if (refreshToken !== undefined && typeof refreshToken !== 'string') return false;
  const config = getRuntimeConfig();
  writeCookie(config.auth_cookie, token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS });
  if (refreshToken)
    writeCookie(config.refresh_cookie, refreshToken, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS });
  return true;
}

export function clearAccessToken(): void {
  deleteCookie(getRuntimeConfig().auth_cookie);
}

export function clearTokens(): void {
  const config = getRuntimeConfig();
  deleteCookie(config.auth_cookie);
  deleteCookie(config.refresh_cookie);
}

/** The `exp` of a JWT in epoch milliseconds, or null when the token is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** False when the token has expired or expires within a minute; an unreadable token counts as usable. */
export function isTokenFresh(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - now > REFRESH_MARGIN_MS;
}
