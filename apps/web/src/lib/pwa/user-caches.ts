/**
 * API reads kept for offline use, safe per person (issue #3 item 3): each cache is named after a
 * SHA-256 of the request's Authorization header, so a read is only ever answered from the cache to a
 * request carrying the very token it was fetched with. Sign-out deletes them all. This file is used
 * by the page and by the service worker (service-worker/sw.ts), so it uses nothing but the Cache and
 * Web Crypto APIs that both have.
 */
export const API_CACHE_PREFIX = 'alongside-api-';
export const ANONYMOUS_API_CACHE = `${API_CACHE_PREFIX}anonymous`;

/** Never cached: tokens and codes, and paths that are not data. */
const NEVER_CACHED = ['/api/auth', '/api/ws', '/api/docs', '/api/health'];

/**
 * The one authentication read kept: who is signed in. Without it a signed-in person who opens the
 * app offline would be shown the sign-in page. It is kept per token like every other read, and
 * deleted at sign-out with the rest.
 */
const OFFLINE_SESSION_PATH = '/api/auth/session';

export async function apiCacheName(authorization: string | null): Promise<string> {
  if (!authorization) return ANONYMOUS_API_CACHE;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${API_CACHE_PREFIX}${hex.slice(0, 32)}`;
}

/** GET reads of this origin's API, except the authentication endpoints. */
export function isCacheableApiRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) return false;
  if (url.pathname === OFFLINE_SESSION_PATH) return true;
  return !NEVER_CACHED.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
}

/**
 * Keeps a session answer that was not fetched, the one the server wrote into the page (decision 020),
 * as the offline copy of the session read, where the service worker keeps a fetched one: in the cache
 * of the Authorization header that token makes, so a later offline start still finds who is signed in.
 */
export async function keepOfflineSession(
  token: string,
  answer: unknown,
  cacheStorage: CacheStorage | undefined = globalCaches(),
): Promise<void> {
  if (!cacheStorage) return;
  try {
    const cache = await cacheStorage.open(await apiCacheName(`Bearer ${token}`));
    await cache.put(
      new Request(new URL(OFFLINE_SESSION_PATH, self.location.origin)),
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  } catch (error) {
    console.warn('Could not keep the offline copy of the session.', error);
  }
}

export function isApiCache(name: string): boolean {
  return name.startsWith(API_CACHE_PREFIX);
}

/** Spec §4 sign-out: nothing read for this person stays on the device. */
export async function clearUserCaches(
  cacheStorage: CacheStorage | undefined = globalCaches(),
): Promise<void> {
  if (!cacheStorage) return;
  try {
    const names = await cacheStorage.keys();
    await Promise.all(names.filter(isApiCache).map((name) => cacheStorage.delete(name)));
  } catch (error) {
    console.warn('Could not clear the offline copies of API reads.', error);
  }
}

function globalCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}
