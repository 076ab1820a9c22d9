// The paths alone: `auth.calls` has no zod, so the first bundle stays free of the schemas (decision 011).
import { authPaths, type ErrorResponse } from '@alongside/contract';
import { apiErrorText } from './api-error-text';
import {
  clearTokens,
  isTokenFresh,
  readAccessToken,
  readRefreshToken,
  REFRESH_MARGIN_MS,
  storeTokens,
  tokenExpiresAt,
} from './auth/tokens';
import { apiUrl } from './runtime-config';

/** Marker header: the request goes without the access token, and the header itself is never sent. */
export const NO_AUTH_HEADER = 'X-NO-AUTH';

/** Spec §7: statuses that are retried (once for methods without a body, never for the others). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** Shown when the request never reached the server (the spec's texts are for answers of the API). */
export const NETWORK_ERROR_TEXT =
  'We could not reach Alongside. Check your internet connection and try again.';

/** Other tabs of the app refresh under the same lock name, so one refresh token is used once. */
export const REFRESH_LOCK_NAME = 'alongside-auth-refresh';

/** The keep-alive waits at least this long between tries, so a server out of reach is not hammered. */
export const KEEP_ALIVE_RETRY_MS = 30_000;

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Spec §8 "unless the request context disables it": false keeps the error snackbar away. */
  snackbar?: boolean;
  /** 'blob' reads a successful answer as bytes (an image), not JSON. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

/** Every failed call ends in one of these (status 0 when no answer came back). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Messages per field (snake_case, as the API names them), from a 422 answer. */
  readonly errors: Readonly<Record<string, readonly string[]>> | undefined;
  /** From the Retry-After header of a 429 or 503 answer. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, readonly string[]>,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /** Called with the snackbar text of every error a request does not opt out of (spec §8). */
  onError?: (text: string, error: ApiError) => void;
  /** Called when the tokens were found useless and cleared: the session is over. */
  onSessionEnded?: () => void;
  /** Defaults to navigator.locks where the browser has it; null turns cross-tab locking off. */
  locks?: LockManager | null;
  /** Pause before the one retry. */
  retryDelayMs?: number;
}

type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The only place that calls fetch (STYLE.md). Spec §7 for headers and retries, §8 for error texts.
 * An access token within a minute of its expiry is traded for a new pair before a call carries it,
 * and a 401 on a call that carried one triggers a refresh too; either refresh is shared by all calls
 * waiting at that moment and, through a Web Lock, by the other tabs.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryDelayMs = options.retryDelayMs ?? 300;
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  async function request<T>(path: string, requestOptions: ApiRequestOptions = {}): Promise<T> {
    const method = requestOptions.method ?? 'GET';
    const { headers, noAuth } = splitHeaders(requestOptions.headers);
    const url = withQuery(apiUrl(path), requestOptions.query);
    const retries = BODY_METHODS.has(method) ? 0 : 1;
    if (!noAuth) await refreshBeforeExpiry();
    let refreshed = false;

    for (;;) {
      const token = noAuth ? undefined : readAccessToken();
      let response: Response;
      try {
        response = await fetchWithRetry(url, buildInit(method, headers, token, requestOptions), retries);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw report(new ApiError(0, NETWORK_ERROR_TEXT), requestOptions);
      }
      if (response.ok) {
        return (
          requestOptions.responseType === 'blob' ? await response.blob() : await readBody(response)
        ) as T;
      }

      if (response.status === 401 && token !== undefined) {
        if (!refreshed && readRefreshToken()) {
          refreshed = true;
          const outcome = await refreshTokens(token);
          if (outcome === 'refreshed') continue;
          if (outcome === 'unreachable') throw report(new ApiError(0, NETWORK_ERROR_TEXT), requestOptions);
        } else {
          endSession();
        }
      }
      throw report(await toApiError(response), requestOptions);
    }
  }

  /**
   * Trades the refresh token for a new pair. `failedToken` is the access token a call was refused
   * with: when the cookie already holds another one, someone refreshed in the meantime.
   */
  function refreshTokens(failedToken?: string): Promise<RefreshOutcome> {
    const current = readAccessToken();
    if (failedToken !== undefined && current !== undefined && current !== failedToken) {
      return Promise.resolve('refreshed');
    }
    refreshInFlight ??= refreshOnce().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /** Trades the pair when the access token expires within a minute; a call then never carries a dead one. */
  async function refreshBeforeExpiry(): Promise<void> {
    const token = readAccessToken();
    if (token === undefined || isTokenFresh(token) || !readRefreshToken()) return;
    await refreshTokens(token);
  }

  /**
   * While a person is signed in, refreshes the pair shortly before the access token expires, even
   * when no call is made, so a tab left open for an hour works at once. Returns the stop function.
   */
  function keepTokenFresh(now: () => number = Date.now): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const token = readAccessToken();
      const expiresAt = token === undefined ? null : tokenExpiresAt(token);
      if (expiresAt === null) return;
      // Just inside the margin, so the token counts as expiring when the timer fires.
      const due = expiresAt - REFRESH_MARGIN_MS + 1_000 - now();
      timer = setTimeout(
        () => {
          void refreshBeforeExpiry()
            .catch(() => undefined)
            .then(schedule);
        },
        Math.max(due, KEEP_ALIVE_RETRY_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }

  async function refreshOnce(): Promise<RefreshOutcome> {
    const seen = readRefreshToken();
    if (!seen) return 'rejected';
    const underLock = async (): Promise<RefreshOutcome> => {
      const now = readRefreshToken();
      if (!now) return 'rejected';
      // Another tab rotated the pair while this one waited for the lock: its cookies are ours too.
      if (now !== seen) return 'refreshed';
      return postRefresh(now);
    };
    const locks = options.locks === undefined ? browserLocks() : options.locks;
    const outcome = locks ? await locks.request(REFRESH_LOCK_NAME, underLock) : await underLock();
    if (outcome === 'rejected') endSession();
    return outcome;
  }

  async function postRefresh(refreshToken: string): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await doFetch(apiUrl(authPaths.refresh), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
    } catch {
      return 'unreachable';
    }
    // A server in trouble may not have used the token: keep it and let a later call try again.
    if (response.status >= 500 || response.status === 429) return 'unreachable';
    if (!response.ok) return 'rejected';
    // Spec §8: a token that is not a string aborts silently; the spent refresh token is useless now.
    return storeTokens(await readBody(response).catch(() => null)) ? 'refreshed' : 'rejected';
  }

  async function fetchWithRetry(url: string, init: RequestInit, retries: number): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await doFetch(url, init);
        if (attempt < retries && RETRY_STATUSES.has(response.status)) {
          await pause(retryDelayMs, init.signal);
          continue;
        }
        return response;
      } catch (error) {
        if (isAbortError(error) || attempt >= retries) throw error;
        await pause(retryDelayMs, init.signal);
      }
    }
  }

  function report(error: ApiError, requestOptions: ApiRequestOptions): ApiError {
    if (requestOptions.snackbar !== false) options.onError?.(apiErrorText(error.message), error);
    return error;
  }

  function endSession(): void {
    clearTokens();
    options.onSessionEnded?.();
  }

  return {
    request,
    refreshTokens,
    keepTokenFresh,
    get: <T>(path: string, opts?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, opts?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'PATCH', body }),
    delete: <T>(path: string, opts?: Omit<ApiRequestOptions, 'method'>) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

function splitHeaders(given: Record<string, string> | undefined): { headers: Headers; noAuth: boolean } {
  const headers = new Headers(given);
  const noAuth = headers.has(NO_AUTH_HEADER);
  headers.delete(NO_AUTH_HEADER);
  headers.set('Accept', 'application/json');
  return { headers, noAuth };
}

function buildInit(
  method: HttpMethod,
  baseHeaders: Headers,
  token: string | undefined,
  requestOptions: ApiRequestOptions,
): RequestInit {
  const headers = new Headers(baseHeaders);
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers };
  if (requestOptions.signal) init.signal = requestOptions.signal;
  const { body } = requestOptions;
  if (body instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    init.body = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return init;
}

function withQuery(url: string, query: ApiRequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await readBody(response).catch(() => undefined)) as Partial<ErrorResponse> | undefined;
  const message =
    typeof body === 'object' && body !== null && typeof body.message === 'string' ? body.message : '';
  const errors = typeof body === 'object' && body !== null ? fieldErrors(body.errors) : undefined;
  return new ApiError(response.status, message, errors, retryAfter(response.headers.get('Retry-After')));
}

function fieldErrors(value: unknown): Record<string, readonly string[]> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).flatMap(([field, messages]): [string, string[]][] => {
    if (!Array.isArray(messages)) return [];
    const texts = messages.filter((message): message is string => typeof message === 'string');
    return texts.length > 0 ? [[field, texts]] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function browserLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

type Listener<A extends unknown[]> = (...args: A) => void;
const errorListeners = new Set<Listener<[string, ApiError]>>();
const sessionEndedListeners = new Set<Listener<[]>>();

/** The app's client. The app shell subscribes the snackbar and the session cache to its events. */
export const api = createApiClient({
  onError: (text, error) => errorListeners.forEach((listener) => listener(text, error)),
  onSessionEnded: () => sessionEndedListeners.forEach((listener) => listener()),
});

export function onApiError(listener: Listener<[string, ApiError]>): () => void {
  errorListeners.add(listener);
  return () => {
    errorListeners.delete(listener);
  };
}

export function onSessionEnded(listener: Listener<[]>): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/**
 * A request for one of the web app's own files (spec §7 "Static calls": the build manifest, the
 * favicon connectivity check): same origin, no token, no retry, no snackbar. Kept here so that this
 * file stays the only one that calls fetch.
 */
export function fetchStaticFile(path: string, init: RequestInit = {}): Promise<Response> {
  return globalThis.fetch(path, init);
}
