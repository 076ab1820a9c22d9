// `npm run reconcile`: the payment provider's charges against the orders (docs/operations.md
// "Reconciling payments"), by default those of the last 31 days up to 10 minutes ago.
// `npm run reconcile -- --since 2026-11-01 --until 2026-12-01` looks at those dates instead (UTC; a
// time is taken too), as for a month's close. Exits 0 when they agree, 1 with one line per
// discrepancy, 2 when the check could not run (no database, the provider out of reach).
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../lib/config';
import { describeDiscrepancy, reconcilePayments } from './reconciliation';

const DAY_MS = 86_400_000;
/** A charge of the last minutes may have its webhook still on the way: the next run looks at it. */
const SETTLING_MS = 10 * 60_000;

/** `--name X` (or `--name=X`) as a date, or undefined when not given. */
function dateOption(args: readonly string[], name: string): Date | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const raw = args[index]!.includes('=') ? args[index]!.split('=')[1] : args[index + 1];
  const date = new Date(raw ?? '');
  if (!raw || Number.isNaN(date.getTime()))
    throw new ConfigError(`--${name} needs a date, like --${name} 2026-11-01.`);
  return date;
}

try {
  const args = process.argv.slice(2);
  const [since, until] = [dateOption(args, 'since'), dateOption(args, 'until')];
  const config = loadConfig();
  // The app itself, not started and without its sweeps (the sandbox delivers nothing meanwhile); its
  // log is left out of the command's output.
  const app = await buildApp({ config, expirySweep: false, logStream: { write: () => undefined } });
  try {
    const provider = app.payments.provider;
    if (!provider) {
      console.log('Payments are off: there is nothing to reconcile.');
    } else {
      const now = app.ctx.clock.now();
      const window = {
        since: since ?? new Date(now.getTime() - 31 * DAY_MS),
        until: until ?? new Date(now.getTime() - SETTLING_MS),
      };
      const result = await reconcilePayments(app.ctx, provider, window);
      console.log(
        `${provider.name}: ${result.charges} charges and ${result.paidOrders} paid orders from ${window.since.toISOString()} to ${window.until.toISOString()}.`,
      );
      for (const discrepancy of result.discrepancies)
        console.log(describeDiscrepancy(provider.name, discrepancy));
      const found = result.discrepancies.length;
      console.log(
        found === 0 ? 'They agree.' : `${found} ${found === 1 ? 'discrepancy' : 'discrepancies'} found.`,
      );
      if (found > 0) process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
} catch (error) {
  // The message only: a provider's or a driver's error object may carry request details.
  console.error(
    error instanceof ConfigError
      ? error.message
      : `The reconciliation check could not run: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(2);
}
