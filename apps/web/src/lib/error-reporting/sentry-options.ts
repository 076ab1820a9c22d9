import { isSecretQueryParam } from '@alongside/contract';
import { ERROR_REPORTING } from '@alongside/domain';
import type { BrowserOptions, ErrorEvent } from '@sentry/react';

const SENSITIVE_HEADER = /^(authorization|cookie|set-cookie|x-recaptcha-token)$/i;

/**
 * Sentry's options (spec §9): every trace, one session replay in ten and every session with an
 * error, with all text, inputs and media masked; no personal data (nothing personal collected and
 * every event scrubbed). The environment defaults to production.
 */
export function buildSentryOptions({
  dsn,
  environment,
  release,
}: {
  dsn: string;
  environment?: string | null;
  release?: string;
}) {
  return {
    dsn,
    environment: environment || ERROR_REPORTING.defaultEnvironment,
    ...(release ? { release } : {}),
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    // Sentry 11's successor of `sendDefaultPii: false`: collect no user, cookies, bodies or query.
    dataCollection: noPersonalData(),
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    beforeSendTransaction: <T extends ScrubbableEvent>(event: T) => scrubEvent(event),
    replay: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
  } as const;
}

/** What the SDK may collect by itself: nothing personal, and only harmless request headers. */
export function noPersonalData(): NonNullable<BrowserOptions['dataCollection']> {
  return {
    userInfo: false,
    cookies: false,
    httpHeaders: { request: { allow: ['user-agent', 'accept', 'content-type'] }, response: false },
    httpBodies: [],
    urlQueryParams: false,
  };
}

/** The parts of a Sentry event that can carry personal data. */
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
 * Removes personal data from an event before it leaves the browser or the server: the user, request
 * bodies, cookies, credentials in headers, and query parameters with codes, tokens or e-mail addresses.
 */
export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  delete event.user;
  const request = event.request;
  if (request) {
    delete request.data;
    delete request.cookies;
    if (request.headers) {
      for (const name of Object.keys(request.headers)) {
        if (SENSITIVE_HEADER.test(name)) delete request.headers[name];
      }
    }
    if (request.url) request.url = scrubUrl(request.url);
    if (request.query_string !== undefined) {
      const scrubbed = scrubQuery(request.query_string);
      if (scrubbed === undefined) delete request.query_string;
      else request.query_string = scrubbed;
    }
  }
  for (const breadcrumb of event.breadcrumbs ?? []) {
    const data = breadcrumb.data;
    if (!data) continue;
    for (const key of ['url', 'to', 'from']) {
      if (typeof data[key] === 'string') data[key] = scrubUrl(data[key]);
    }
    delete data['body'];
  }
  return event;
}

/** A URL (absolute or a path) without its sensitive query parameters; other parameters stay. */
export function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const kept = scrubQueryString(query);
  return `${url.slice(0, queryAt)}${kept ? `?${kept}` : ''}${hash}`;
}

function scrubQueryString(query: string): string {
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (isSecretQueryParam(key)) params.delete(key);
  return params.toString();
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
