/**
 * Query parameters whose values never leave the app in a log line or an error report: one-time
 * codes, tokens, passwords and the e-mail address a reset link carries. One list for the API's logs
 * and for error reporting on both sides (`scrubEvent`).
 */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'code',
  'token',
  'refresh_token',
  'email',
  'password',
  'secret',
]);

export function isSecretQueryParam(name: string): boolean {
  return SECRET_QUERY_PARAMS.has(name.toLowerCase());
}

/** Request headers that carry credentials: never in an error report. */
const SENSITIVE_HEADER = /^(authorization|cookie|set-cookie|x-recaptcha-token)$/i;

/**
 * What Sentry may collect by itself, in the browser and on the server (spec §9; Sentry 11's
 * successor of `sendDefaultPii: false`): nothing personal, and only harmless request headers.
 */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent', 'accept', 'content-type'] }, response: false },
  httpBodies: [] as never[],
  urlQueryParams: false,
};

/** The parts of an error report (a Sentry event) that can carry personal data. */
export interface ScrubbableEvent {
  user?: unknown;
  request?: {
    url?: string;
    data?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
    query_string?: unknown;
  };
  breadcrumbs?: { data?: Record<string, unknown> | undefined; message?: string }[];
}

/**
 * Removes personal data from an error report before it leaves the browser or the server: the user,
 * request bodies, cookies, credentials in headers, and secret query parameters (`isSecretQueryParam`)
 * in the URL, the query and the breadcrumbs. One rule for the web and the API.
 */
export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  delete event.user;
  const request = event.request;
  if (request) {
    delete request.data;
    delete request.cookies;
    const headers = request.headers ?? {};
    for (const name of Object.keys(headers)) if (SENSITIVE_HEADER.test(name)) delete headers[name];
    if (request.url) request.url = scrubUrl(request.url);
    if (request.query_string !== undefined) {
      const kept = scrubQuery(request.query_string);
      if (kept === undefined) delete request.query_string;
      else request.query_string = kept;
    }
  }
  for (const { data } of event.breadcrumbs ?? []) {
    if (!data) continue;
    for (const key of ['url', 'to', 'from']) {
      if (typeof data[key] === 'string') data[key] = scrubUrl(data[key]);
    }
    delete data['body'];
  }
  return event;
}

/** A URL (absolute or a path) without its secret query parameters; other parameters stay. */
export function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const kept = scrubQueryString(url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt));
  return `${url.slice(0, queryAt)}${kept ? `?${kept}` : ''}${hashAt === -1 ? '' : url.slice(hashAt)}`;
}

/** The query without its secret parameters, pair by pair: every other pair stays as it was written. */
function scrubQueryString(query: string): string {
  return query
    .split('&')
    .filter((pair) => {
      const name = queryKey(pair);
      return pair !== '' && name !== null && !isSecretQueryParam(name);
    })
    .join('&');
}

/** A pair's decoded name; null when it cannot be decoded (the pair is then dropped, to be safe). */
function queryKey(pair: string): string | null {
  try {
    return decodeURIComponent(pair.split('=', 1)[0]!.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Sentry keeps a query as a string, an object or a list of pairs; undefined when nothing is left. */
function scrubQuery(query: unknown): unknown {
  if (typeof query === 'string') return scrubQueryString(query) || undefined;
  if (Array.isArray(query)) {
    const kept = query.filter(
      (pair) => !(Array.isArray(pair) && typeof pair[0] === 'string' && isSecretQueryParam(pair[0])),
    );
    return kept.length > 0 ? kept : undefined;
  }
  if (typeof query === 'object' && query !== null) {
    const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !isSecretQueryParam(key)));
    return Object.keys(kept).length > 0 ? kept : undefined;
  }
  return undefined;
}
