/** Settings of spec §9 that only the web app uses. */
import type { AuthOptions } from './auth/auth-options';

const DAY_SECONDS = 24 * 60 * 60;

/** The cookie that keeps the client-side options (spec §3, §9): 30 days. */
export const AUTH_OPTIONS_COOKIE = { name: 'auth-options', maxAgeSeconds: 30 * DAY_SECONDS } as const;

export const AUTH_OPTIONS_DEFAULTS: Readonly<AuthOptions> = {
  skipOnboarding: false,
  skipSubscription: false,
};

/** After a forced reload (a chunk failed to load, spec §8), no other is forced within this time (spec §9). */
export const PAGE_RELOAD_GUARD_MS = 10_000;

/** At most this many routes are preloaded at once (spec §9). */
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;

/** How often the service worker file is fetched to look for a new build (spec §7, §9). */
export const SERVICE_WORKER_UPDATE_CHECK_SECONDS = 3600;

/** Timings of the loading bar at the top of the app shell (spec §9). */
export const LOADING_BAR_TIMINGS = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;
