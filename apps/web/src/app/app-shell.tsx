import { useEffect, useRef } from 'react';
import { useLocation, useNavigation, type RouteObject } from 'react-router';
import { SkipLink } from '../components/layout/skip-link';
import { LoadingBar } from '../components/page-change/loading-bar';
import { RouteAnnouncer } from '../components/page-change/route-announcer';
import type { IdleWork } from '../lib/idle-work/start-idle-work';
import { PwaOverlaysWhenIdle } from './pwa-overlays-when-idle';

/** Background work starts when the browser is idle, and at the latest after this long. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * What every page carries around its content (spec §2 "App shell"): the skip link (first in the tab
 * order), loading bar, route announcer, and the PWA pieces (update banner, offline notice, debug
 * panel). The rest of the shell's work (cookies, route preloading, reCAPTCHA badge, error reporting)
 * loads when the browser is idle, to keep the first bundle small. `routesFor` gives the router's
 * routes a path can match, passed in because lib cannot import the app.
 */
export function AppShell({ routesFor }: { routesFor?: (pathname: string) => RouteObject[] }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const background = useRef<Promise<IdleWork | null> | null>(null);

  useEffect(() => {
    const started = whenIdle()
      .then(() => import('../lib/idle-work/start-idle-work'))
      .then(({ startIdleWork }) => startIdleWork(routesFor))
      .catch(() => null);
    background.current = started;
    return () => void started.then((shell) => shell?.stop());
  }, [routesFor]);

  useEffect(() => {
    if (navigation.state !== 'idle') return;
    void background.current?.then((shell) => shell?.pageShown(pathname));
  }, [pathname, navigation.state]);

  return (
    <>
      <SkipLink />
      <LoadingBar />
      <RouteAnnouncer />
      <PwaOverlaysWhenIdle />
    </>
  );
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, 1);
    }
  });
}
