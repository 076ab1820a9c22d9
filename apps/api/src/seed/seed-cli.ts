// `npm run seed`: puts the demo accounts into an empty database (never in production).
// `npm run seed -- --workers N [--seed S]`: also adds N synthetic workers (issue #6), numbered on from
// any already there.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../lib/config';
import { seedDemoData } from './demo';
import { seedSyntheticWorkers } from './synthetic-workers';

/** `--name N` (or `--name=N`) as a whole number of at least 0, or undefined when not given. */
function numberOption(args: readonly string[], name: string): number | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const raw = args[index]!.includes('=') ? args[index]!.split('=')[1] : args[index + 1];
  const value = Number(raw);
  if (!raw || !Number.isSafeInteger(value) || value < 0)
    throw new ConfigError(`--${name} needs a whole number, like --${name} 1000.`);
  return value;
}

try {
  const args = process.argv.slice(2);
  const workers = numberOption(args, 'workers');
  const seed = numberOption(args, 'seed');
  const config = loadConfig();
  if (config.env === 'production')
    throw new ConfigError('Seeding is refused in production: demo accounts never go there.');
  // The app itself, not started: the demo accounts go through its services (its mail goes where
  // the app's would), and its log is left out of the command's output.
  const app = await buildApp({
    config: { ...config, seedDemo: false },
    expirySweep: false,
    logStream: { write: () => undefined },
  });
  const seeded = await seedDemoData(app.ctx, app.payments);
  console.log(
    seeded ? 'Demo accounts seeded.' : 'The database already has accounts: no demo accounts seeded.',
  );
  if (workers) {
    const result = await seedSyntheticWorkers(app.ctx.db, {
      count: workers,
      ...(seed === undefined ? {} : { seed }),
      onProgress: (written) =>
        process.stdout.isTTY && process.stdout.write(`\r${written} of ${workers} synthetic workers written`),
    });
    process.stdout.write('\n');
    console.log(
      `${result.created} synthetic workers (worker-${result.first} to worker-${result.last}) in ${(result.ms / 1000).toFixed(1)} s on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}.`,
    );
  }
  await app.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : 'Seeding failed.');
  // A failed query's own error says what went wrong; the query text itself runs to megabytes.
  if (!(error instanceof ConfigError))
    console.error(error instanceof Error && error.cause ? error.cause : error);
  process.exit(1);
}
