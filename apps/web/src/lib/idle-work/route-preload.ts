import { MAX_CONCURRENT_ROUTE_PRELOADS } from '../web-settings';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { fetchStaticFile } from '../api-client';
import { CURRENT_BUILD_ID, routeFilesPath } from '../pwa/build-version';

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

/** A page's files beyond the first bundle, as the build lists them; undefined for a page it does not list. */
export type PageFiles = (pathname: string) => readonly string[] | undefined;

/**
 * The files the build lists for `pathname`: its own entry, or that of a route pattern that matches it
 * (`/jobs/:id` for every job's page).
 */
export function pageFilesOf(
  list: Readonly<Record<string, readonly string[]>>,
  pathname: string,
): readonly string[] | undefined {
  if (Object.hasOwn(list, pathname)) return list[pathname];
  const pattern = Object.keys(list).find((key) => key.includes('/:') && matchPath(key, pathname));
  return pattern === undefined ? undefined : list[pattern];
}

/**
 * Preloads the route modules of a same-site path once (a path asked again does nothing). A page the build lists (`pageFiles`) is only
 * downloaded and compiled (`<link rel="modulepreload">`), not run: running the linked pages' modules,
 * and zod with their forms, cost a phone's main thread while the person is still on this page
 * (docs/decisions/019). Another page's lazy modules are loaded; the browser keeps each module, so the
 * router's own `lazy` call later finds it ready.
 */
export function createRoutePreloader(
  routesFor: (pathname: string) => RouteObject[],
  queue = createPreloadQueue(),
  pageFiles: PageFiles = () => undefined,
  preloadFile: (href: string) => Promise<void> = modulePreload,
) {
  const done = new Set<Task | string>();
  // Matching a path ranks the routes it can match each time: a path is matched once, not on every
  // pointer movement over its link or every page that links to it again.
  const asked = new Set<string>();
  return (pathname: string) => {
    if (asked.has(pathname)) return;
    asked.add(pathname);
    const tasks: [Task | string, Task][] =
      pageFiles(pathname)?.map((file) => [file, () => preloadFile(file)]) ??
      routeLoadersFor(routesFor(pathname), pathname).map((loader) => [loader, loader]);
    for (const [key, task] of tasks) {
      if (done.has(key)) continue;
      done.add(key);
      queue.add(task);
    }
  };
}

/** Downloads and compiles a module without running it; settles when the browser is done with it. */
export function modulePreload(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own script and preload tags, so the browser reuses the download for the import.
    link.crossOrigin = '';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** This build's list of the landing pages' files (vite.config.ts), or null when there is none (development). */
export async function loadPageFiles(
  path: string = routeFilesPath(CURRENT_BUILD_ID),
): Promise<Record<string, readonly string[]> | null> {
  try {
    const response = await fetchStaticFile(path);
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    return Object.fromEntries(
      Object.entries(body).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) &&
          entry[1].every((file) => typeof file === 'string' && ASSET_SCRIPT.test(file)),
      ),
    );
  } catch {
    return null;
  }
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
export function startRoutePreloading(routesFor: (pathname: string) => RouteObject[]) {
  let pageFiles: Record<string, readonly string[]> | null = null;
  // Only a production build writes the list (the development server and the tests have none).
  if (import.meta.env.PROD) void loadPageFiles().then((files) => (pageFiles = files));
  const preload = createRoutePreloader(routesFor, undefined, (pathname) =>
    pageFiles ? pageFilesOf(pageFiles, pathname) : undefined,
  );
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
