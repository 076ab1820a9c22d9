import { describe, expect, it } from 'vitest';
import {
  AUTH_OPTIONS_COOKIE,
  LOADING_BAR_TIMINGS,
  MAX_CONCURRENT_ROUTE_PRELOADS,
  PAGE_RELOAD_GUARD_MS,
  SERVICE_WORKER_UPDATE_CHECK_SECONDS,
} from './web-settings';

describe('web settings of spec §9', () => {
  it.each([
    {
      rule: 'the options cookie is named auth-options',
      actual: AUTH_OPTIONS_COOKIE.name,
      expected: 'auth-options',
    },
    {
      rule: 'the options cookie lives 30 days',
      actual: AUTH_OPTIONS_COOKIE.maxAgeSeconds,
      expected: 30 * 24 * 60 * 60,
    },
    { rule: 'the page-reload guard is 10 seconds', actual: PAGE_RELOAD_GUARD_MS, expected: 10_000 },
    { rule: 'at most 4 routes preload at once', actual: MAX_CONCURRENT_ROUTE_PRELOADS, expected: 4 },
    {
      rule: 'the service worker is checked for updates every 3600 s',
      actual: SERVICE_WORKER_UPDATE_CHECK_SECONDS,
      expected: 3600,
    },
    { rule: 'the loading bar throttles 200 ms', actual: LOADING_BAR_TIMINGS.throttleMs, expected: 200 },
    { rule: 'the loading bar runs 2000 ms', actual: LOADING_BAR_TIMINGS.durationMs, expected: 2000 },
    { rule: 'the loading bar hides after 500 ms', actual: LOADING_BAR_TIMINGS.hideDelayMs, expected: 500 },
    { rule: 'the loading bar resets after 400 ms', actual: LOADING_BAR_TIMINGS.resetDelayMs, expected: 400 },
  ])('$rule', ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });
});
