import * as Sentry from '@sentry/react';
import { buildSentryOptions } from './sentry-options';

/** Loaded only when a DSN is configured (lib/error-reporting.ts): the whole SDK lives in this chunk. */
export function startSentry({ dsn, environment }: { dsn: string; environment: string }): typeof Sentry {
  const { replay, ...options } = buildSentryOptions({ dsn, environment });
  Sentry.init({
    ...options,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(replay)],
  } satisfies Sentry.BrowserOptions);
  return Sentry;
}
