import { isSecretQueryParam } from '@alongside/contract';
import { ERROR_REPORTING } from '@alongside/domain';
import type { ErrorEvent, NodeOptions } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../lib/config';

const SENSITIVE_HEADER = /^(authorization|cookie|set-cookie|x-recaptcha-token)$/i;

/** Called with every unexpected (5xx) error the error handler answers (plugins/errors.ts). */
export type UnexpectedErrorReporter = (error: unknown, request: FastifyRequest) => void;

/**
 * Sentry's options for the API (spec §9): environment defaults to production, every trace, no
 * personal data (nothing personal collected and every event scrubbed). Replay settings are the web's.
 */
export function buildSentryNodeOptions({
  dsn,
  environment,
}: {
  dsn: string;
  environment?: string | null;
}): NodeOptions {
  return {
    dsn,
    environment: environment || ERROR_REPORTING.defaultEnvironment,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    // Sentry 11's successor of `sendDefaultPii: false`: collect no user, cookies, bodies or query.
    dataCollection: noPersonalData(),
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  };
}

/** What the SDK may collect by itself: nothing personal, and only harmless request headers. */
export function noPersonalData(): NonNullable<NodeOptions['dataCollection']> {
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
  breadcrumbs?: { data?: Record<string, unknown> | undefined }[];
}

/**
 * Removes personal data from an event before it leaves the server: the user, request bodies,
 * cookies, credentials in headers, and query parameters with codes, tokens or e-mail addresses.
 * The web's copy is apps/web/src/lib/error-reporting/sentry-options.ts (apps share no code).
 */
export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  delete event.user;
  const request = event.request;
  if (request) {
    delete request.data;
    delete request.cookies;
    for (const name of Object.keys(request.headers ?? {})) {
      if (SENSITIVE_HEADER.test(name)) delete request.headers![name];
    }
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

/** A URL (absolute or a path) without its sensitive query parameters; other parameters stay. */
export function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const kept = scrubQueryString(url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt));
  return `${url.slice(0, queryAt)}${kept ? `?${kept}` : ''}${hashAt === -1 ? '' : url.slice(hashAt)}`;
}

function scrubQueryString(query: string): string {
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (isSecretQueryParam(key)) params.delete(key);
  return params.toString();
}

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

/**
 * Starts Sentry when SENTRY_DSN is set (spec §9) and returns the reporter for the error handler;
 * null otherwise, and then the SDK is never loaded.
 */
export async function startErrorReporting(config: Config): Promise<UnexpectedErrorReporter | null> {
  if (!config.sentryDsn) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init(buildSentryNodeOptions({ dsn: config.sentryDsn, environment: config.env }));
  return (error, request) => {
    Sentry.withScope((scope) => {
      // The route pattern and request id only: the URL may carry codes, and the body personal data.
      scope.setTag('route', request.routeOptions.url ?? 'unmatched');
      scope.setTag('request_id', request.id);
      Sentry.captureException(error);
    });
  };
}
