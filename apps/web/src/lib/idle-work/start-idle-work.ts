import type { RouteObject } from 'react-router';
import { startErrorReporting } from '../error-reporting';
import { preloadRecaptcha } from '../recaptcha';
import { getRuntimeConfig } from '../runtime-config';
import { isRecaptchaBadgePath, syncRecaptchaBadge } from './recaptcha-badge';
import { startRoutePreloading } from './route-preload';
import { ensureAuthOptionsCookie, watchViewport } from './preference-cookies';

export interface IdleWork {
  /** Call once a page has finished loading (the navigation is idle). */
  pageShown(pathname: string): void;
  stop(): void;
}

/**
 * The app shell's work that the first paint does not need, in its own small file loaded when the
 * browser is idle: the cookies (spec §3, §9), route preloading (spec §7, §9), the reCAPTCHA badge
 * rule (spec §2) and error reporting (spec §9).
 */
export function startIdleWork(routesFor: ((pathname: string) => RouteObject[]) | undefined): IdleWork {
  ensureAuthOptionsCookie();
  const stopViewport = watchViewport();
  void startErrorReporting();
  const preloading = routesFor ? startRoutePreloading(routesFor) : null;
  const recaptchaOn = Boolean(getRuntimeConfig().recaptcha_site_key);
  return {
    pageShown(pathname) {
      preloading?.pageSettled();
      if (!recaptchaOn) return;
      syncRecaptchaBadge(pathname);
      if (isRecaptchaBadgePath(pathname)) preloadRecaptcha();
    },
    stop() {
      stopViewport();
      preloading?.stop();
    },
  };
}
