import { MAX_CONCURRENT_ROUTE_PRELOADS } from '@alongside/domain';
import { matchRoutes, type RouteObject } from 'react-router';

/** After a page settles, the pages it links to are preloaded this much later (spec §7 "after 1 s"). */
export const ROUTE_PREFETCH_DELAY_MS = 1000;

type Task = () => Promise<unknown>;

/**
 * Runs at most `limit` tasks at once (spec §9: 4 route preloads); the rest wait their turn. A failed
 * task is dropped quietly: a preload is only a head start.
 */
export function createPreloadQueue(limit: number = MAX_CONCURRENT_ROUTE_PRELOADS) {
  const waiting: Task[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(task: Task) {
      waiting.push(task);
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Spec §7: no prefetch on slow-2g, nor when the person asked the browser to save data. */
export function prefetchAllowed(
  connection: { effectiveType?: string; saveData?: boolean } | undefined = (
    navigator as { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection,
): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/** The lazy loaders of the routes that render `pathname` (a loader runs a dynamic import). */
export function routeLoadersFor(routes: RouteObject[], pathname: string): Task[] {
  const loaders: Task[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy: unknown = route.lazy;
    if (typeof lazy === 'function') loaders.push(lazy as Task);
    else if (typeof lazy === 'object' && lazy !== null) {
      for (const part of Object.values(lazy)) if (typeof part === 'function') loaders.push(part as Task);
    }
  }
  return loaders;
}

/**
 * Preloads the route modules of a same-site path once. The browser keeps each module, so the router's
 * own `lazy` call later finds it ready.
 */
export function createRoutePreloader(routes: RouteObject[], queue = createPreloadQueue()) {
  const done = new Set<Task>();
  return (pathname: string) => {
    for (const loader of routeLoadersFor(routes, pathname)) {
      if (done.has(loader)) continue;
      done.add(loader);
      queue.add(loader);
    }
  };
}

/** The path of a link that stays inside the app, or null (other sites, downloads, new windows). */
export function sameAppPath(anchor: HTMLAnchorElement, origin = window.location.origin): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/api')) return null;
  return url.pathname;
}

/**
 * Wires the preloads: a link's page starts loading when the pointer rests on it, it gets focus or a
 * finger touches it, and the pages linked from the current page load 1 s after it settles (unless the
 * connection is slow-2g). Returns `pageSettled`, to call after each navigation, and a stop function.
 */
export function startRoutePreloading(routes: RouteObject[]) {
  const preload = createRoutePreloader(routes);
  const onIntent = (event: Event) => {
    if (!prefetchAllowed()) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) {
      const path = sameAppPath(anchor);
      if (path) preload(path);
    }
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });

  let timer: number | undefined;
  const pageSettled = () => {
    window.clearTimeout(timer);
    if (!prefetchAllowed()) return;
    timer = window.setTimeout(() => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const path = sameAppPath(anchor);
        if (path && path !== window.location.pathname) preload(path);
      }
    }, ROUTE_PREFETCH_DELAY_MS);
  };
  const stop = () => {
    window.clearTimeout(timer);
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
  return { pageSettled, stop };
}
