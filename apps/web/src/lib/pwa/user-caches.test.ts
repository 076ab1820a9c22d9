import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_API_CACHE,
  apiCacheName,
  clearUserCaches,
  keepOfflineSession,
  isCacheableApiRead,
} from './user-caches';

const origin = 'https://alongside.example';
const read = (path: string, method = 'GET', at = origin) =>
  isCacheableApiRead(new URL(path, at), method, origin);

describe('apiCacheName', () => {
  it('gives each Authorization header its own cache', async () => {
    const one = await apiCacheName('Bearer token-of-robin');
    const other = await apiCacheName('Bearer token-of-sam');
    expect(one).toMatch(/^alongside-api-[0-9a-f]{32}$/);
    expect(other).not.toBe(one);
  });
  it('names the same header the same way every time', async () => {
    expect(await apiCacheName('Bearer a')).toBe(await apiCacheName('Bearer a'));
  });
  it('keeps the token itself out of the name', async () => {
    expect(await apiCacheName('Bearer secret-token')).not.toContain('secret');
  });
  it('puts reads without a token in the anonymous cache', async () => {
    expect(await apiCacheName(null)).toBe(ANONYMOUS_API_CACHE);
    expect(await apiCacheName('')).toBe(ANONYMOUS_API_CACHE);
  });
});

describe('isCacheableApiRead', () => {
  it('caches GET reads of this origin’s API', () => {
    expect(read('/api/jobs?page=1')).toBe(true);
    expect(read('/api/workers/12')).toBe(true);
  });
  it('keeps who is signed in (per token), so the app opens signed in offline', () => {
    expect(read('/api/auth/session')).toBe(true);
  });

  it('never caches the other authentication endpoints', () => {
    expect(read('/api/auth')).toBe(false);
    expect(read('/api/auth/refresh')).toBe(false);
  });
  it('never caches writes', () => {
    expect(read('/api/jobs', 'POST')).toBe(false);
    expect(read('/api/jobs/1', 'DELETE')).toBe(false);
  });
  it('leaves pages, other origins and non-data API paths alone', () => {
    expect(read('/jobs')).toBe(false);
    expect(read('/apiary')).toBe(false);
    expect(read('/api/jobs', 'GET', 'https://elsewhere.example')).toBe(false);
    expect(read('/api/health')).toBe(false);
    expect(read('/api/docs/json')).toBe(false);
  });
});

describe('clearUserCaches', () => {
  it('deletes every API cache and nothing else', async () => {
    const names = new Set([
      'alongside-api-abc',
      ANONYMOUS_API_CACHE,
      'workbox-precache-v2',
      'alongside-shell-x',
    ]);
    const storage = {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    } as unknown as CacheStorage;
    await clearUserCaches(storage);
    expect([...names].sort()).toEqual(['alongside-shell-x', 'workbox-precache-v2']);
  });
  it('does nothing where the browser has no Cache API', async () => {
    await expect(clearUserCaches(undefined)).resolves.toBeUndefined();
  });
});

describe('keepOfflineSession', () => {
  it("keeps the answer as the session read, in the cache of that token's Authorization header", async () => {
    const kept = new Map<string, Map<string, Response>>();
    const storage = {
      open: async (name: string) => {
        const cache = kept.get(name) ?? new Map<string, Response>();
        kept.set(name, cache);
        return { put: async (request: Request, response: Response) => void cache.set(request.url, response) };
      },
    } as unknown as CacheStorage;

    await keepOfflineSession('t1', { user: { id: 'u1' } }, storage);

    const cache = kept.get(await apiCacheName('Bearer t1'));
    const response = cache?.get(new URL('/api/auth/session', window.location.origin).href);
    expect(await response?.json()).toEqual({ user: { id: 'u1' } });
    expect([...kept.keys()]).toHaveLength(1);
  });
  it('does nothing where the browser has no Cache API', async () => {
    await expect(keepOfflineSession('t1', {}, undefined)).resolves.toBeUndefined();
  });
});
