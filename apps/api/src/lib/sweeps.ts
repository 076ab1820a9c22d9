import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';

/**
 * Runs `sweep` when the returned start function is called (once the app is ready), then every
 * `intervalMs` while the server is up: work that is due by the data itself (a document running out,
 * a request waiting 7 days, a job's alerts), never inside a request. A sweep still running is not
 * started again; the timer never holds the process open; closing the app waits for a sweep under way
 * before the database closes. A failed sweep is logged and tried again at the next tick.
 */
export function scheduleSweep(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'log'>,
  name: string,
  sweep: () => Promise<unknown>,
  intervalMs: number,
): () => void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    if (running) return;
    running = sweep()
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
  return () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  };
}

/** The share of the time a sweep's work may take while it runs: the rest is the requests'. */
export const SWEEP_SHARE = 0.2;

/**
 * What a long sweep awaits between two slices of its work (`started`: when the slice began, from
 * `performance.now()`): a pause of (1 − share) / share times what the slice took, so the sweep works
 * at most `share` of the time and the requests of the people using the app keep the process and the
 * database meanwhile. A slice should take milliseconds: it holds up every request while it runs.
 */
export function giveWay(started: number, share = SWEEP_SHARE): Promise<void> {
  const worked = performance.now() - started;
  return new Promise((resolve) => setTimeout(resolve, (worked * (1 - share)) / share));
}
