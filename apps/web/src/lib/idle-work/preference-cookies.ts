import { AUTH_OPTIONS_COOKIE, AUTH_OPTIONS_DEFAULTS } from '../web-settings';
import { VIEWPORT_CHANGE_CHECK_DELAY_MS, VIEWPORT_COOKIE, viewportFor } from '../breakpoints';
import { readCookie, writeCookie } from '../cookies';

const SAME_SITE = { strict: 'Strict', lax: 'Lax', none: 'None' } as const;

/**
 * Spec §3, §9: the auth-options cookie exists from the first visit with both options off, for 30
 * days. An existing value is the person's choice and is left alone (lib/auth/auth-options.ts reads
 * and changes it).
 */
export function ensureAuthOptionsCookie(): void {
  if (readCookie(AUTH_OPTIONS_COOKIE.name) !== undefined) return;
  writeCookie(AUTH_OPTIONS_COOKIE.name, JSON.stringify(AUTH_OPTIONS_DEFAULTS), {
    maxAgeSeconds: AUTH_OPTIONS_COOKIE.maxAgeSeconds,
  });
}

/** Writes the viewport cookie (spec §9: 365 days, path /, SameSite Strict, Secure) when it changed. */
export function writeViewportCookie(widthPx: number): void {
  const viewport = viewportFor(widthPx);
  if (readCookie(VIEWPORT_COOKIE.name) === viewport) return;
  writeCookie(VIEWPORT_COOKIE.name, viewport, {
    path: VIEWPORT_COOKIE.path,
    maxAgeSeconds: VIEWPORT_COOKIE.maxAgeSeconds,
    sameSite: SAME_SITE[VIEWPORT_COOKIE.sameSite],
    // Browsers also keep a Secure cookie set on http://localhost, so development behaves the same.
    secure: VIEWPORT_COOKIE.secure,
  });
}

/** Keeps the viewport cookie current: now, and 50 ms after the last resize (spec §9). Returns a stop function. */
export function watchViewport(): () => void {
  writeViewportCookie(window.innerWidth);
  let timer: number | undefined;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => writeViewportCookie(window.innerWidth), VIEWPORT_CHANGE_CHECK_DELAY_MS);
  };
  window.addEventListener('resize', onResize, { passive: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
