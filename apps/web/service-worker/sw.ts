/// <reference lib="webworker" />
// The service worker (issue #3 item 3, spec §4), built by vite-plugin-pwa (injectManifest) into
// dist/sw.js. Why this shape: docs/decisions/009-pwa-and-offline.md. It is the network layer of the
// page, not an API client, so it uses `self.fetch` directly.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { apiCacheName, clearUserCaches, isCacheableApiRead } from '../src/lib/pwa/user-caches';
import { clearUserDatabases } from '../src/lib/pwa/user-databases';
import { keepOnlyThisPersonsCaches, ownCopyElsewhere, tokenOwner } from '../src/lib/pwa/person-caches';
import { PRERENDERED_ATTRIBUTE } from '../src/app/landing-pages';
import { withoutPageSession } from '../src/lib/auth/session-block';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;

// The built JS, CSS, icons and web manifest: an app that has been opened once opens with no network.
precacheAndRoute(manifest);
cleanupOutdatedCaches();

/**
 * index.html is not precached: the server writes the runtime configuration into it, and it only
 * answers app routes (never /index.html). The page as served is kept instead, one copy per version
 * of this worker, so an offline start always gets a page whose scripts this worker holds.
 */
const SHELL_CACHE = `alongside-shell-${fingerprint(manifest)}`;
const SHELL_KEY = '/';
const SHELL_NETWORK_TIMEOUT_MS = 4000;
const entryScript = manifest
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .find((url) => /(^|\/)assets\/index-[^/]+\.js$/.test(url));

self.addEventListener('install', (event) => {
  event.waitUntil(
    storeShell(self.fetch(new Request(SHELL_KEY, { cache: 'reload', credentials: 'same-origin' }))).catch(
      // Installing must not fail on a bad connection; the next navigation stores the page.
      () => undefined,
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('alongside-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// "Update" on the banner (lib/pwa/service-worker-registration.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// App routes: the network first (a fresh page with the current configuration), the kept page when
// the network fails or is too slow. Never for /api/*.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !isApiPath(url.pathname),
  async ({ request }) => {
    const network = self.fetch(request).then(async (response) => {
      if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
        await storeShell(Promise.resolve(response.clone())).catch(() => undefined);
      }
      return response;
    });
    const kept = await keptShell();
    if (!kept) return network;
    // On a slow link the kept page wins after a few seconds; the fresh one still updates the copy.
    return Promise.race([network.catch(() => kept), delay(SHELL_NETWORK_TIMEOUT_MS).then(() => kept)]);
  },
);

// API reads: the network first; offline, the copy kept for the same Authorization header, or for an
// earlier token of the same person and sign-in (lib/pwa/person-caches.ts, decision 039).
registerRoute(
  ({ request, url }) => isCacheableApiRead(url, request.method, self.location.origin),
  async ({ request }) => {
    const authorization = request.headers.get('Authorization');
    const cacheName = await apiCacheName(authorization);
    const owner = tokenOwner(authorization);
    try {
      const response = await self.fetch(request);
      if (response.status === 200 && !/no-store/i.test(response.headers.get('cache-control') ?? '')) {
        const cache = await caches.open(cacheName);
        await cache.put(request, response.clone());
        await keepOnlyThisPersonsCaches(caches, cacheName, owner, self.location.origin);
      }
      return response;
    } catch (error) {
      const cached =
        ((await caches.has(cacheName)) ? await (await caches.open(cacheName)).match(request) : undefined) ??
        (await ownCopyElsewhere(caches, request, cacheName, owner, self.location.origin));
      if (cached) return cached;
      throw error;
    }
  },
);

// Sign-out (POST /api/auth/logout): the person's copies and their messages waiting to be sent go
// whatever the answer, even when the page that signed out had not loaded its own cache clearing yet
// (lib/pwa/user-caches.ts does it too).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/auth/logout',
  async ({ request }) => {
    try {
      return await self.fetch(request);
    } finally {
      await Promise.all([clearUserCaches(caches), clearUserDatabases(self.indexedDB)]);
    }
  },
  'POST',
);

async function storeShell(responsePromise: Promise<Response>): Promise<void> {
  const response = await responsePromise;
  if (!response.ok) return;
  const html = await response.clone().text();
  // A page of another build would ask for scripts this worker does not hold.
  if (entryScript && !html.includes(entryScript.replace(/^\//, ''))) return;
  // A prerendered landing page (decision 019) would draw the sign-in form over any other page.
  if (html.includes(`${PRERENDERED_ATTRIBUTE}=`)) return;
  // A signed-in person's page carries their session (decision 020): kept without it.
  const kept = withoutPageSession(html);
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_KEY, kept === html ? response : withBody(response, kept));
}

/** The response with another (decoded) body, its other headers (the CSP among them) kept. */
function withBody(response: Response, body: string): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function keptShell(): Promise<Response | undefined> {
  if (!(await caches.has(SHELL_CACHE))) return undefined;
  return (await caches.open(SHELL_CACHE)).match(SHELL_KEY);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A short name for this build's file list (FNV-1a), so each worker version has its own page copy. */
function fingerprint(entries: (PrecacheEntry | string)[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}${entry.revision ?? ''}`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}

// Web Push (decision 040): the server sends a title, a line, an app path and a tag (a newer push of
// the same conversation replaces the older one). Shown only when no window of the app is focused:
// the person is looking at the app already, which shows the same news live.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const push = readPush(event.data);
      if (!push) return;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.focused)) return;
      await self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: '/icons/icon-192.png',
        data: { link: push.link },
      });
    })(),
  );
});

// A tap on the notification focuses a window of the app on its link, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: unknown } | null)?.link;
  const url = new URL(typeof link === 'string' && link.startsWith('/') ? link : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        await open.focus();
        if (open.url !== url.href) await open.navigate(url.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});

type PushNotice = { title: string; body: string; link: string; tag: string };

function readPush(data: PushMessageData | null): PushNotice | null {
  try {
    const value = data?.json() as Partial<PushNotice> | undefined;
    if (typeof value?.title !== 'string') return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      link: typeof value.link === 'string' ? value.link : '/',
      tag: typeof value.tag === 'string' ? value.tag : 'alongside',
    };
  } catch {
    return null;
  }
}
