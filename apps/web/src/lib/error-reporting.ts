import { getRuntimeConfig } from './runtime-config';

type Reporter = { captureException(error: unknown): unknown };
let reporter: Promise<Reporter | null> | null = null;

/**
 * Starts Sentry when the runtime configuration has a DSN (spec §9). Without one nothing is
 * downloaded: the SDK and its options are a separate file, imported only here.
 */
export function startErrorReporting(config = getRuntimeConfig()): Promise<Reporter | null> {
  const dsn = config.sentry_dsn;
  if (!dsn) return Promise.resolve(null);
  reporter ??= import('./error-reporting/start-sentry').then(
    ({ startSentry }) => startSentry({ dsn, environment: config.environment }),
    () => null,
  );
  return reporter;
}

/** Reports an unexpected error once Sentry is running; does nothing when reporting is off. */
export function reportError(error: unknown): void {
  void startErrorReporting().then((sentry) => sentry?.captureException(error));
}
