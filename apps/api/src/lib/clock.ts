/** The only source of "now" in the API, so tests can move time (codes and tokens expire). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export function manualClock(
  start: Date = new Date(),
): Clock & { advance(seconds: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}
