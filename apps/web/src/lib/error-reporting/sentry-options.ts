import { NO_PERSONAL_DATA, scrubEvent, type ScrubbableEvent } from '@alongside/contract';
import { ERROR_REPORTING } from '@alongside/domain';
import type { ErrorEvent } from '@sentry/react';

/**
 * Sentry's options (spec §9): every trace, one session replay in ten and every session with an
 * error, with all text, inputs and media masked; no personal data (nothing personal collected, and
 * every event scrubbed by the contract's `scrubEvent`, the API's own rule too). The environment defaults to production.
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
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    beforeSendTransaction: <T extends ScrubbableEvent>(event: T) => scrubEvent(event),
    replay: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
  } as const;
}
