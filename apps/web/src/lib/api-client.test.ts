import { ERROR_MESSAGES, noQueryResultsMessage } from '@alongside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_ERROR_TEXT, type ApiClientOptions } from './api-client';
import { readCookie, writeCookie } from './cookies';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from './runtime-config';

const AUTH = 'test.token';
const REFRESH = 'test.refresh';

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type FetchCall = { url: string; init: RequestInit; headers: Headers };

function fakeFetch(respond: (call: FetchCall, index: number) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return respond(call, calls.length - 1);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) {
  const onError = vi.fn();
  const onSessionEnded = vi.fn();
  const api = createApiClient({
    fetch,
    onError,
    onSessionEnded,
    locks: null,
    retryDelayMs: 0,
    ...options,
  });
  return { api, onError, onSessionEnded };
}

beforeEach(() => {
  setRuntimeConfig({
    ...DEFAULT_RUNTIME_CONFIG,
    api_base_url: 'https://api.example.test/api',
    auth_cookie: AUTH,
    refresh_cookie: REFRESH,
  });
});

afterEach(() => {
  setRuntimeConfig(undefined);
});

describe('api client: headers', () => {
  it('sends Accept: application/json and the access token from the configured cookie', async () => {
    writeCookie(AUTH, 'access-1');
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const { api } = client(fetch);

    await expect(api.get('/api/things')).resolves.toEqual({ ok: true });

    expect(calls[0]?.url).toBe('https://api.example.test/api/things');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await client(fetch).api.get('/api/things');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('leaves the token off a request marked X-NO-AUTH and never sends the marker', async () => {
    writeCookie(AUTH, 'access-1');
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const { api } = client(fetch);

    await api.post('/api/auth/login', { email: 'a@b.c' }, { headers: { 'X-NO-AUTH': 'true' } });
    await api.get('/api/things', { headers: { 'x-no-auth': '1' } });

    for (const call of calls) {
      expect(call.headers.has('Authorization')).toBe(false);
      expect(call.headers.has('X-NO-AUTH')).toBe(false);
      expect(call.headers.get('Accept')).toBe('application/json');
    }
  });

  it('sends a body as JSON and adds query parameters', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { id: 1 }));
    await client(fetch).api.request('/api/jobs', {
      method: 'POST',
      body: { title: 'Help' },
      query: { page: 2, skip: undefined },
    });
    expect(calls[0]?.url).toBe('https://api.example.test/api/jobs?page=2');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"title":"Help"}');
  });
});

describe('api client: retries (spec §7)', () => {
  const retried = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(retried)('retries a GET once after %i', async (status) => {
    const { fetch, calls } = fakeFetch((_, index) =>
      index === 0 ? json(status, { message: 'x' }) : json(200, { ok: 1 }),
    );
    await expect(client(fetch).api.get('/api/things')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'DELETE'] as const)('tries %s twice at most', async (method) => {
    const { fetch, calls } = fakeFetch(() => json(503, { message: 'Down' }));
    await expect(client(fetch).api.request('/api/things', { method })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('never retries %s, which carries a body', async (method) => {
    const { fetch, calls } = fakeFetch(() => json(503, { message: 'Down' }));
    await expect(client(fetch).api.request('/api/things', { method, body: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET after %i', async (status) => {
    const { fetch, calls } = fakeFetch(() => json(status, { message: 'No' }));
    await expect(client(fetch).api.get('/api/things')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it('retries a GET once when the network fails, then reports status 0', async () => {
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { api, onError } = client(fetch);
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_TEXT });
    expect(calls).toHaveLength(2);
    expect(onError).toHaveBeenCalledWith(NETWORK_ERROR_TEXT, expect.any(ApiError));
  });
});

describe('api client: errors (spec §8)', () => {
  it('turns an error answer into an ApiError with status, message and field errors', async () => {
    const body = { message: 'Some of the details need fixing.', errors: { email: ['Taken.'] } };
    const { fetch } = fakeFetch(() => json(422, body));
    const error = await client(fetch)
      .api.post('/api/auth/register', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: body.message, errors: { email: ['Taken.'] } });
  });

  it.each([
    ['the message of the answer', { message: 'Too many attempts.' }, 'Too many attempts.'],
    ['the unexpected-error text without a message', {}, ERROR_MESSAGES.unexpected],
    ['the unexpected-error text for a body that is not JSON', 'Bad gateway', ERROR_MESSAGES.unexpected],
    ['"No data found." for a missing record', { message: noQueryResultsMessage('Job') }, 'No data found.'],
  ])('shows %s in the error snackbar', async (_case, body, text) => {
    const { fetch } = fakeFetch(() =>
      typeof body === 'string' ? new Response(body, { status: 404 }) : json(404, body),
    );
    const { api, onError } = client(fetch);
    await expect(api.get('/api/jobs/1')).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(text);
  });

  it('keeps the snackbar away when the request asks for that', async () => {
    const { fetch } = fakeFetch(() => json(401, { message: 'The e-mail address or password is incorrect.' }));
    const { api, onError } = client(fetch);
    await expect(api.post('/api/auth/login', {}, { snackbar: false })).rejects.toMatchObject({ status: 401 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads Retry-After from a 429', async () => {
    const { fetch } = fakeFetch(() =>
      json(429, { message: 'Please wait a moment.' }, { 'Retry-After': '42' }),
    );
    await expect(client(fetch).api.post('/api/auth/email/resend', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });
});

describe('api client: refresh on 401', () => {
  function refreshingServer(options: { refreshStatus?: number; refreshBody?: unknown } = {}) {
    return fakeFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) {
        // Slow enough that concurrent calls all wait on the same refresh.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(
          options.refreshStatus ?? 200,
          options.refreshBody ?? { token: 'access-2', refresh_token: 'refresh-2' },
        );
      }
      return call.headers.get('Authorization') === 'Bearer access-2'
        ? json(200, { path: call.url })
        : json(401, { message: 'Please sign in to continue.' });
    });
  }

  it('refreshes once for concurrent calls, stores the new pair and retries each call once', async () => {
    writeCookie(AUTH, 'access-1');
    writeCookie(REFRESH, 'refresh-1');
    const { fetch, calls } = refreshingServer();
    const { api, onError } = client(fetch);

    const answers = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.delete('/api/c')]);

    expect(answers).toHaveLength(3);
    const refreshCalls = calls.filter((call) => call.url.endsWith('/auth/refresh'));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.init.body).toBe('{"refresh_token":"refresh-1"}');
    expect(refreshCalls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls).toHaveLength(7);
    expect(readCookie(AUTH)).toBe('access-2');
    expect(readCookie(REFRESH)).toBe('refresh-2');
    expect(onError).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused', async () => {
    writeCookie(AUTH, 'access-1');
    writeCookie(REFRESH, 'refresh-1');
    const { fetch } = refreshingServer({
      refreshStatus: 401,
      refreshBody: { message: 'Your session has ended.' },
    });
    const { api, onSessionEnded } = client(fetch);

    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(readCookie(AUTH)).toBeUndefined();
    expect(readCookie(REFRESH)).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('aborts silently when the refresh answer has a token that is not a string', async () => {
    writeCookie(AUTH, 'access-1');
    writeCookie(REFRESH, 'refresh-1');
    const { fetch } = refreshingServer({ refreshBody: { token: 12345, refresh_token: 'refresh-2' } });
    const { api, onSessionEnded } = client(fetch);

    await expect(api.get('/api/a', { snackbar: false })).rejects.toMatchObject({ status: 401 });
    expect(readCookie(AUTH)).toBeUndefined();
    expect(readCookie(REFRESH)).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401 when there is no refresh token', async () => {
    writeCookie(AUTH, 'access-1');
    const { fetch, calls } = refreshingServer();
    const { api, onSessionEnded } = client(fetch);
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(readCookie(AUTH)).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a request sent without the token (a wrong password)', async () => {
    writeCookie(AUTH, 'access-1');
    writeCookie(REFRESH, 'refresh-1');
    const { fetch, calls } = refreshingServer();
    const { api, onSessionEnded } = client(fetch);
    await expect(api.post('/api/auth/login', {}, { headers: { 'X-NO-AUTH': 'true' } })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(calls).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(readCookie(AUTH)).toBe('access-1');
  });

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    writeCookie(AUTH, 'access-1');
    writeCookie(REFRESH, 'refresh-1');
    const { fetch } = fakeFetch((call) => {
      if (call.url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { message: 'Please sign in to continue.' });
    });
    const { api, onSessionEnded } = client(fetch);
    await expect(api.get('/api/a', { snackbar: false })).rejects.toMatchObject({ status: 0 });
    expect(readCookie(REFRESH)).toBe('refresh-1');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('uses the pair another tab stored while this one waited for the lock', async () => {
    writeCookie(AUTH, 'access-1');
    writeCookie(REFRESH, 'refresh-1');
    const { fetch, calls } = refreshingServer();
    const locks = {
      request: vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
        // The other tab held the lock and rotated the pair before this tab got it.
        writeCookie(AUTH, 'access-2');
        writeCookie(REFRESH, 'refresh-2');
        return callback();
      }),
    } as unknown as LockManager;
    const { api } = client(fetch, { locks });

    await expect(api.get('/api/a')).resolves.toEqual({ path: 'https://api.example.test/api/a' });
    expect(locks.request).toHaveBeenCalledWith('alongside-auth-refresh', expect.any(Function));
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(0);
  });
});

/** A JWT-shaped token (unsigned: the client only reads `exp`) expiring at `expiresAtMs`. */
function tokenExpiringAt(expiresAtMs: number, name: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(expiresAtMs / 1000), name })}.signature`;
}

describe('api client: refresh before expiry', () => {
  function server(fresh: string) {
    return fakeFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { token: fresh, refresh_token: 'refresh-2' });
      }
      return call.headers.get('Authorization') === `Bearer ${fresh}`
        ? json(200, { ok: true })
        : json(401, { message: 'Please sign in to continue.' });
    });
  }

  it('trades a token that expires within a minute before the call, once for concurrent calls', async () => {
    const fresh = tokenExpiringAt(Date.now() + 15 * 60_000, 'fresh');
    writeCookie(AUTH, tokenExpiringAt(Date.now() + 30_000, 'old'));
    writeCookie(REFRESH, 'refresh-1');
    const { fetch, calls } = server(fresh);
    const { api, onError } = client(fetch);

    await Promise.all([api.get('/api/a'), api.post('/api/b', { x: 1 })]);

    expect(calls.map((call) => call.url.replace('https://api.example.test', ''))).toEqual([
      '/api/auth/refresh',
      '/api/a',
      '/api/b',
    ]);
    expect(calls.slice(1).every((call) => call.headers.get('Authorization') === `Bearer ${fresh}`)).toBe(
      true,
    );
    expect(readCookie(AUTH)).toBe(fresh);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['a token with more than a minute left', () => tokenExpiringAt(Date.now() + 5 * 60_000, 'ok')],
    ['a token that is not a JWT', () => 'opaque-token'],
  ])('sends %s as it is', async (_name, token) => {
    const kept = token();
    writeCookie(AUTH, kept);
    writeCookie(REFRESH, 'refresh-1');
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const { api } = client(fetch);
    await api.get('/api/a');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${kept}`);
  });

  it('keeps a tab fresh with no call made, refreshing shortly before each expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const start = Date.now();
      writeCookie(AUTH, tokenExpiringAt(start + 10 * 60_000, 'first'));
      writeCookie(REFRESH, 'refresh-1');
      let issued = 0;
      const { fetch, calls } = fakeFetch((call) => {
        if (!call.url.endsWith('/auth/refresh')) return json(404);
        issued += 1;
        return json(200, {
          token: tokenExpiringAt(Date.now() + 10 * 60_000, `t${issued}`),
          refresh_token: `refresh-${issued + 1}`,
        });
      });
      const { api } = client(fetch);
      const stop = api.keepTokenFresh();

      await vi.advanceTimersByTimeAsync(8 * 60_000);
      expect(calls).toHaveLength(0);
      // Due 59 seconds before the expiry, which is in whole seconds.
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(calls).toHaveLength(1);
      expect(readCookie(REFRESH)).toBe('refresh-2');
      // The next token lives ten minutes from its refresh: one more refresh in the next ten.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(calls).toHaveLength(2);

      stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the tab waiting, not hammering, while the server cannot be reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      writeCookie(AUTH, tokenExpiringAt(Date.now() + 10_000, 'dying'));
      writeCookie(REFRESH, 'refresh-1');
      const { fetch, calls } = fakeFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      const { api } = client(fetch);
      const stop = api.keepTokenFresh();
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      stop();
      // One try every 30 seconds at most.
      expect(calls.length).toBeLessThanOrEqual(10);
      expect(calls.length).toBeGreaterThanOrEqual(9);
      expect(readCookie(REFRESH)).toBe('refresh-1');
    } finally {
      vi.useRealTimers();
    }
  });
});
