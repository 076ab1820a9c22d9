// What this machine is, read the same way by every benchmark, so that figures taken on different
// machines can be told apart: the benchmarks' latencies are queues on a machine the API, the
// database and the load share, and they move with the cost of a system call (every socket write,
// every wake-up of another process) as much as with the speed of a core.
import { closeSync, openSync, readSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * The time of one system call (a one-byte read of /dev/zero, the median of five rounds) and of a
 * plain loop of 100 million additions, in the benchmark's own process.
 */
export function readMachine(): { cores: number; systemCallMicros: number | null; loopMs: number } {
  const rounds = (round: () => number) => Array.from({ length: 5 }, round).sort((a, b) => a - b)[2]!;
  let systemCallMicros: number | null = null;
  try {
    const fd = openSync('/dev/zero', 'r');
    const byte = Buffer.alloc(1);
    const calls = 50_000;
    systemCallMicros = rounds(() => {
      const started = process.hrtime.bigint();
      for (let n = 0; n < calls; n++) readSync(fd, byte, 0, 1, null);
      return Number(process.hrtime.bigint() - started) / 1000 / calls;
    });
    closeSync(fd);
  } catch {
    // No /dev/zero (not Linux): the loop alone.
  }
  const loopMs = rounds(() => {
    const started = process.hrtime.bigint();
    let sum = 0;
    for (let n = 0; n < 100_000_000; n++) sum += n & 7;
    if (sum < 0) throw new Error('unreachable');
    return Number(process.hrtime.bigint() - started) / 1e6;
  });
  return { cores: availableParallelism(), systemCallMicros, loopMs };
}

/** One line for a benchmark's heading. */
export function machineLine(): string {
  const { cores, systemCallMicros, loopMs } = readMachine();
  const call = systemCallMicros === null ? '' : `a system call ${systemCallMicros.toFixed(2)} µs, `;
  return `This machine: ${cores} cores, ${call}100 M additions ${loopMs.toFixed(0)} ms`;
}
