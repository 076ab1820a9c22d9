import { setTimeout as wait } from 'node:timers/promises';

/**
 * The only source of "now" in the API, and of waiting, so tests can move time (codes and tokens
 * expire; a sign-in past its failure limit is slowed down).
 */
export type Clock = { now(): Date; sleep(ms: number): Promise<void> };

export const systemClock: Clock = { now: () => new Date(), sleep: (ms) => wait(ms) };

/** A clock that stands still until told to move; waiting moves it at once. */
export function manualClock(
  start: Date = new Date(),
): Clock & { advance(seconds: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    sleep: async (ms) => {
      current += ms;
    },
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}
