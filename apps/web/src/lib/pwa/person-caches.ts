import { ANONYMOUS_API_CACHE, isApiCache } from './user-caches';

/**
 * The service worker's API copies across token refreshes (decision 039). Each cache is named after
 * one access token (user-caches.ts), and the app trades its token for a new one every 15 minutes:
 * without this, the first read with the new token deleted every copy kept with the earlier ones, so a
 * conversation read an hour ago was gone offline. Each cache is marked with the person and sign-in
 * its token was issued for; a later token of the same sign-in takes the copies over. Used by the
 * service worker only, so none of it is in the page's first bundle.
 */

/** Where a cache keeps the mark of whose copies it holds; the app never asks for this path. */
const OWNER_PATH = '/api/__alongside-cache-owner';

/**
 * The person and sign-in (`sub`, `sid`) a bearer token was issued for, read from its payload without
 * checking the signature: it only tells whose copies are whose, on a device where the copies can be
 * read anyway. Null for anything that is not such a token.
 */
export function tokenOwner(authorization: string | null): string | null {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sub?: unknown;
      sid?: unknown;
    };
    if (typeof claims.sub !== 'string' || claims.sub === '') return null;
    return `${claims.sub} ${typeof claims.sid === 'string' ? claims.sid : ''}`;
  } catch {
    return null;
  }
}

function ownerRequest(origin: string): Request {
  return new Request(new URL(OWNER_PATH, origin).href);
}

async function ownerOf(cache: Cache, origin: string): Promise<string | null> {
  const mark = await cache.match(ownerRequest(origin));
  return mark ? mark.text() : null;
}

/**
 * After a read was kept in `current` (the cache of the token it carried): marks it as `owner`'s, moves
 * into it the copies the same person and sign-in kept under earlier tokens (a copy already there is
 * newer and stays), and deletes every other person's cache (one person per browser). The anonymous
 * cache stays.
 */
export async function keepOnlyThisPersonsCaches(
  cacheStorage: CacheStorage,
  current: string,
  owner: string | null,
  origin: string,
): Promise<void> {
  if (current === ANONYMOUS_API_CACHE) return;
  const cache = await cacheStorage.open(current);
  if (owner && (await ownerOf(cache, origin)) !== owner) {
    await cache.put(ownerRequest(origin), new Response(owner));
  }
  const others = (await cacheStorage.keys()).filter(
    (name) => isApiCache(name) && name !== current && name !== ANONYMOUS_API_CACHE,
  );
  for (const name of others) {
    const other = await cacheStorage.open(name);
    if (owner && (await ownerOf(other, origin)) === owner) {
      for (const request of await other.keys()) {
        if (new URL(request.url).pathname === OWNER_PATH || (await cache.match(request))) continue;
        const copy = await other.match(request);
        if (copy) await cache.put(request, copy);
      }
    }
    await cacheStorage.delete(name);
  }
}

/**
 * The copy of a read kept for the same person and sign-in under another token: offline, a token
 * refreshed just before the connection dropped has read nothing yet.
 */
export async function ownCopyElsewhere(
  cacheStorage: CacheStorage,
  request: Request,
  current: string,
  owner: string | null,
  origin: string,
): Promise<Response | undefined> {
  if (!owner) return undefined;
  for (const name of await cacheStorage.keys()) {
    if (!isApiCache(name) || name === current || name === ANONYMOUS_API_CACHE) continue;
    const other = await cacheStorage.open(name);
    if ((await ownerOf(other, origin)) !== owner) continue;
    const copy = await other.match(request);
    if (copy) return copy;
  }
  return undefined;
}
