import { NO_PERSONAL_DATA, scrubEvent } from '@alongside/contract';
import { ERROR_REPORTING } from '@alongside/domain';
import type { ErrorEvent, NodeOptions } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../lib/config';

/** Called with every unexpected (5xx) error the error handler answers (plugins/errors.ts). */
export type UnexpectedErrorReporter = (error: unknown, request: FastifyRequest) => void;

/**
 * Sentry's options for the API (spec §9): environment defaults to production, every trace, no
 * personal data (nothing personal collected, and every event scrubbed by the contract's `scrubEvent`,
 * the web's own rule too). Replay settings are the web's.
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
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  };
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
