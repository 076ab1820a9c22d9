// The load of a benchmark from a process of its own, as people's phones would be: autocannon run in
// the same process as the API shares its one thread, so every answer it reads waits behind the
// API's work and the API's behind it, and the latency printed is partly the generator's own.
// `generateLoad` forks this file, sends it what to load, and resolves with autocannon's figures.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

export type LoadPlan = {
  url: string;
  /** Each connection sends the next of these as its bearer token (a person of its own). */
  tokens: readonly string[];
  connections: number;
  seconds: number;
};

export type LoadResult = {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  total: number;
  failed: number;
};

/** Runs `plan` from a child process and resolves once it is over. */
export function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('exit', (code) =>
      reject(new Error(`The load generator exited (${code}) before it answered.`)),
    );
    child.send(plan);
  });
}

/** Runs `plan` from this process. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    setupClient: (client: { setHeaders(headers: Record<string, string>): void }) =>
      client.setHeaders({
        accept: 'application/json',
        authorization: `Bearer ${plan.tokens[next++ % plan.tokens.length]}`,
      }),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

if (process.send && process.argv[1] === import.meta.filename) {
  process.once('message', (plan: LoadPlan) => {
    void runLoad(plan).then((result) => process.send!(result, () => process.exit(0)));
  });
}
