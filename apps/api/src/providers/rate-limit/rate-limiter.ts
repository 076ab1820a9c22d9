import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters: `hit` counts one attempt against `key` and says whether it is within
 * `limit` for the current window. In memory for one process; in Redis when instances share load.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  return {
    kind: 'memory',
    async hit(key, limit, windowSeconds) {
      const now = clock.now().getTime();
      // Forget ended windows now and then, so memory stays bounded by active keys.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        for (const [storedKey, window] of windows) if (window.resetAt <= now) windows.delete(storedKey);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR, then start the window on the first hit; returns the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        `${prefix}rl:${key}`,
        String(windowSeconds * 1000),
      )) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      // The connection belongs to the app; it closes it.
    },
  };
}
