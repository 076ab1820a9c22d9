import { describe, expect, it } from 'vitest';
import { keepOnlyThisPersonsCaches, ownCopyElsewhere, tokenOwner } from './person-caches';
import { ANONYMOUS_API_CACHE } from './user-caches';

const origin = 'https://alongside.example';

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `Bearer ${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

/** CacheStorage over maps, enough for these functions. */
function fakeCaches(names: Record<string, Record<string, string>> = {}) {
  const stored = new Map<string, Map<string, string>>();
  for (const [name, entries] of Object.entries(names)) {
    stored.set(
      name,
      new Map(Object.entries(entries).map(([path, body]) => [new URL(path, origin).href, body])),
    );
  }
  const url = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), origin).href;
  const open = async (name: string) => {
    const entries = stored.get(name) ?? new Map<string, string>();
    stored.set(name, entries);
    return {
      match: async (request: RequestInfo) => {
        const body = entries.get(url(request));
        return body === undefined ? undefined : new Response(body);
      },
      put: async (request: RequestInfo, response: Response) =>
        void entries.set(url(request), await response.text()),
      keys: async () => [...entries.keys()].map((each) => new Request(each)),
    } as unknown as Cache;
  };
  const storage = {
    open,
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
  } as unknown as CacheStorage;
  const read = (name: string, path: string) => stored.get(name)?.get(new URL(path, origin).href);
  return { storage, stored, read };
}

const CLARA_1 = token({ sub: 'clara', sid: 's1', exp: 1 });
const CLARA_2 = token({ sub: 'clara', sid: 's1', exp: 2 });
const CLARA_OTHER_SIGN_IN = token({ sub: 'clara', sid: 's9' });
const WES = token({ sub: 'wes', sid: 's2' });

describe('tokenOwner', () => {
  it('is the same for two tokens of one sign-in, and differs for another sign-in or person', () => {
    expect(tokenOwner(CLARA_1)).toBe(tokenOwner(CLARA_2));
    expect(tokenOwner(CLARA_1)).not.toBe(tokenOwner(CLARA_OTHER_SIGN_IN));
    expect(tokenOwner(CLARA_1)).not.toBe(tokenOwner(WES));
  });
  it('is null for anything that is not such a token', () => {
    expect(tokenOwner(null)).toBeNull();
    expect(tokenOwner('Bearer token-of-robin')).toBeNull();
    expect(tokenOwner('Bearer a.!!!.c')).toBeNull();
    expect(tokenOwner(token({ sid: 's1' }))).toBeNull();
  });
});

describe('keepOnlyThisPersonsCaches', () => {
  it("moves the same sign-in's copies to the new token's cache and deletes everyone else's", async () => {
    const { storage, stored, read } = fakeCaches({
      'alongside-api-wes': { '/api/conversations': 'Wes’s list' },
      [ANONYMOUS_API_CACHE]: { '/api/config': 'config' },
    });
    // Under Clara's first token: her conversation and list.
    const first = await storage.open('alongside-api-old');
    await first.put(new Request(`${origin}/api/conversations/c1/messages`), new Response('messages of c1'));
    await first.put(new Request(`${origin}/api/conversations`), new Response('old list'));
    await keepOnlyThisPersonsCaches(storage, 'alongside-api-old', tokenOwner(CLARA_1), origin);
    expect([...stored.keys()].sort()).toEqual([ANONYMOUS_API_CACHE, 'alongside-api-old']);

    // Her token is refreshed; the first read with it keeps the list again.
    const second = await storage.open('alongside-api-new');
    await second.put(new Request(`${origin}/api/conversations`), new Response('new list'));
    await keepOnlyThisPersonsCaches(storage, 'alongside-api-new', tokenOwner(CLARA_2), origin);
    expect([...stored.keys()].sort()).toEqual([ANONYMOUS_API_CACHE, 'alongside-api-new']);
    expect(read('alongside-api-new', '/api/conversations/c1/messages')).toBe('messages of c1');
    expect(read('alongside-api-new', '/api/conversations')).toBe('new list');
  });

  it('takes nothing over from another sign-in of the same person, or from a token it cannot read', async () => {
    const { storage, stored, read } = fakeCaches();
    const earlier = await storage.open('alongside-api-earlier');
    await earlier.put(new Request(`${origin}/api/jobs`), new Response('jobs'));
    await keepOnlyThisPersonsCaches(storage, 'alongside-api-earlier', tokenOwner(CLARA_1), origin);
    await storage.open('alongside-api-later');
    await keepOnlyThisPersonsCaches(storage, 'alongside-api-later', tokenOwner(CLARA_OTHER_SIGN_IN), origin);
    expect([...stored.keys()]).toEqual(['alongside-api-later']);
    expect(read('alongside-api-later', '/api/jobs')).toBeUndefined();
  });
});

describe('ownCopyElsewhere', () => {
  it("finds an offline read in the same sign-in's earlier cache, never in another person's", async () => {
    const { storage } = fakeCaches();
    const claras = await storage.open('alongside-api-clara');
    await claras.put(new Request(`${origin}/api/conversations`), new Response('Clara’s list'));
    await keepOnlyThisPersonsCaches(storage, 'alongside-api-clara', tokenOwner(CLARA_1), origin);
    const request = new Request(`${origin}/api/conversations`);

    const found = await ownCopyElsewhere(storage, request, 'alongside-api-next', tokenOwner(CLARA_2), origin);
    expect(await found?.text()).toBe('Clara’s list');
    expect(
      await ownCopyElsewhere(storage, request, 'alongside-api-wes', tokenOwner(WES), origin),
    ).toBeUndefined();
    expect(await ownCopyElsewhere(storage, request, 'alongside-api-x', null, origin)).toBeUndefined();
  });
});
