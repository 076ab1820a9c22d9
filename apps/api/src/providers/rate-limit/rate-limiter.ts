import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counters by key, each living `windowSeconds` from its first count (rate-limiter-flexible): in
 * memory for one process, in Redis when instances share the load (decision 026).
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt against `key` and says whether it is within `limit` for the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Counts one failure against `key` and gives how many the window holds now. */
  fail(key: string, windowSeconds: number): Promise<number>;
  /** The failures the window of `key` holds, 0 when none. */
  failures(key: string, windowSeconds: number): Promise<number>;
  /** Forgets the failures of `key` (a success ends a run of failures). */
  forget(key: string, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** Failures are only counted, never refused by the counter itself: the caller decides what they cost. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

export function memoryRateLimiter(): RateLimiter {
  return rateLimiterOn(
    'memory',
    (points, duration, keyPrefix) => new RateLimiterMemory({ points, duration, keyPrefix }),
  );
}

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return rateLimiterOn(
    'redis',
    (points, duration, keyPrefix) =>
      new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix: `${prefix}rl:${keyPrefix}`,
        // While Redis is out of reach each instance counts in its own memory, so signing in and
        // sending messages go on (issue #22: "the API keeps answering"); Redis takes over again
        // when it is back.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
      }),
  );
}

function rateLimiterOn(
  kind: RateLimiter['kind'],
  make: (
    points: number,
    duration: number,
    keyPrefix: string,
  ) => RateLimiterAbstract | RateLimiterStoreAbstract,
): RateLimiter {
  // One limiter per limit and window; keys of one window share its store whatever their limit.
  const limiters = new Map<string, RateLimiterAbstract | RateLimiterStoreAbstract>();
  const limiter = (points: number, windowSeconds: number, kindOfCount: 'hits' | 'failures') => {
    const name = `${kindOfCount}:${points}:${windowSeconds}`;
    let found = limiters.get(name);
    if (!found) {
      found = make(points, windowSeconds, `${kindOfCount}:${windowSeconds}s`);
      limiters.set(name, found);
    }
    return found;
  };

  return {
    kind,
    async hit(key, limit, windowSeconds) {
      try {
        await limiter(limit, windowSeconds, 'hits').consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        // Anything but a refusal (Redis out of reach) is the caller's error, not a verdict.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async fail(key, windowSeconds) {
      return (await limiter(UNCAPPED, windowSeconds, 'failures').penalty(key, 1)).consumedPoints;
    },
    async failures(key, windowSeconds) {
      return (await limiter(UNCAPPED, windowSeconds, 'failures').get(key))?.consumedPoints ?? 0;
    },
    async forget(key, windowSeconds) {
      await limiter(UNCAPPED, windowSeconds, 'failures').delete(key);
    },
    async close() {
      // The Redis connection belongs to the app, which closes it; memory counters go with the process.
      limiters.clear();
    },
  };
}
