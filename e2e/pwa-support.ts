import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is installed and active, then reloads once so that the page is
 * loaded through it (the state of a second visit). A page loaded while the worker still installs
 * stays uncontrolled, so the wait must be real: `page.waitForFunction` takes the promise of an
 * async predicate as a truthy answer at once, hence `expect.poll` over `page.evaluate` here.
 */
export async function openThroughServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(serviceWorkerState).catch(() => 'unreadable'), { timeout: 30_000 })
    .toBe('activated');
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The PWA parts of the shell load once the browser is idle after the first render. */
export async function waitForPwaOverlays(page: Page): Promise<void> {
  await expect(page.getByTestId('pwa-overlays')).toBeAttached();
}

/** Names of the caches that hold API reads (per person, or anonymous). */
export function apiCacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('alongside-api-')));
}

/** Waits until an API read whose URL contains `part` is in a per-person API cache (the write is asynchronous). */
export async function waitForCachedApiRead(page: Page, part: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(isApiReadCached, part), { message: `${part} kept offline`, timeout: 10_000 })
    .toBe(true);
}

/** The state of this page's active service worker ('activated' once it can control pages). */
async function serviceWorkerState(): Promise<string> {
  return (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none';
}

/** Runs in the page: whether an API read whose URL contains `wanted` is in a per-person API cache. */
async function isApiReadCached(wanted: string): Promise<boolean> {
  for (const name of await caches.keys()) {
    if (!name.startsWith('alongside-api-')) continue;
    const requests = await (await caches.open(name)).keys();
    if (requests.some((request) => request.url.includes(wanted))) return true;
  }
  return false;
}
