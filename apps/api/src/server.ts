import { buildApp, StartupError } from './app';
import { ConfigError, loadConfig } from './lib/config';
import { seedDemoData } from './seed/demo';
import { startErrorReporting } from './plugins/error-reporting';

/** Starts the server, and stops it cleanly on SIGTERM or SIGINT (in-flight requests finish first). */
async function main(): Promise<void> {
  const config = loadConfig();
  // Sentry starts before the app is built; without SENTRY_DSN its SDK is never loaded.
  const onUnexpectedError = await startErrorReporting(config);
  const app = await buildApp({ config, ...(onUnexpectedError ? { onUnexpectedError } : {}) });
  if (config.seedDemo)
    await seedDemoData(app.ctx, app.payments, { syntheticWorkers: config.seedSyntheticWorkers });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: config.databaseUrl ? 'postgres' : 'pglite' },
    'Alongside is running',
  );
  // The worker search index loads now rather than on the first search (about a second for 100 000
  // workers, decision 028); a search that comes sooner waits for it, and one after a failure retries.
  const started = Date.now();
  app.ctx.workerSearch.index.catchUp().then(
    () =>
      app.log.info(
        { ms: Date.now() - started, workers: app.ctx.workerSearch.index.size },
        'worker search index loaded',
      ),
    (error: unknown) => app.log.warn({ err: error }, 'worker search index not loaded yet'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    if (error instanceof StartupError && process.env['LOG_LEVEL'] === 'debug') console.error(error.cause);
  } else {
    console.error(error);
  }
  process.exit(1);
});
