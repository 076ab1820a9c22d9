import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter';

const REDIS_URL = process.env.REDIS_URL;

type Implementation = {
  name: string;
  enabled: boolean;
  /** The limiter under test; created lazily so Redis is only dialled when it is configured. */
  limiter: () => RateLimiter;
  /** The shortest window this implementation can be moved past, and how to get past it. */
  shortWindowSeconds: number;
  passWindow: (seconds: number) => Promise<void>;
  close: () => Promise<void>;
};

function memoryImplementation(): Implementation {
  const limiter = memoryRateLimiter();
  return {
    name: 'memoryRateLimiter',
    enabled: true,
    limiter: () => limiter,
    // rate-limiter-flexible keeps time by the system clock, so the window has to pass for real.
    shortWindowSeconds: 1,
    passWindow: (seconds) => sleep(seconds * 1000 + 100),
    close: () => limiter.close(),
  };
}

function redisImplementation(): Implementation {
  const prefix = `test:${randomUUID()}:`;
  let redis: Redis | undefined;
  let limiter: RateLimiter | undefined;
  return {
    name: 'redisRateLimiter',
    enabled: Boolean(REDIS_URL),
    limiter: () => {
      redis ??= new Redis(REDIS_URL!);
      limiter ??= redisRateLimiter(redis, prefix);
      return limiter;
    },
    // Redis expires keys on its own clock, so the window has to pass for real.
    shortWindowSeconds: 1,
    passWindow: (seconds) => sleep(seconds * 1000 + 100),
    close: async () => {
      if (!redis) return;
      await limiter?.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}

const implementations = [memoryImplementation(), redisImplementation()];

afterAll(async () => {
  await Promise.all(implementations.map((implementation) => implementation.close()));
});

for (const implementation of implementations) {
  describe.runIf(implementation.enabled)(implementation.name, () => {
    const limiter = () => implementation.limiter();

    async function hitTimes(key: string, times: number, limit: number, windowSeconds: number) {
      const results = [];
      for (let i = 0; i < times; i += 1) results.push(await limiter().hit(key, limit, windowSeconds));
      return results;
    }

    it.each([
      { limit: 1, windowSeconds: 60 },
      { limit: 3, windowSeconds: 60 },
      { limit: 5, windowSeconds: 900 },
      { limit: 10, windowSeconds: 3600 },
    ])(
      'allows the first $limit hits in a $windowSeconds s window and refuses the next',
      async ({ limit, windowSeconds }) => {
        const results = await hitTimes(randomUUID(), limit + 1, limit, windowSeconds);

        expect(results.slice(0, limit).map((result) => result.allowed)).toEqual(Array(limit).fill(true));
        const refused = results[limit]!;
        expect(refused.allowed).toBe(false);
        expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
      },
    );

    it('keeps refusing every further hit within the window', async () => {
      const results = await hitTimes(randomUUID(), 6, 2, 60);

      expect(results.map((result) => result.allowed)).toEqual([true, true, false, false, false, false]);
    });

    it('counts each key on its own', async () => {
      const [spent, fresh] = [randomUUID(), randomUUID()];
      await hitTimes(spent, 3, 2, 60);

      expect((await limiter().hit(spent, 2, 60)).allowed).toBe(false);
      expect((await limiter().hit(fresh, 2, 60)).allowed).toBe(true);
      expect((await limiter().hit(fresh, 2, 60)).allowed).toBe(true);
      expect((await limiter().hit(fresh, 2, 60)).allowed).toBe(false);
    });

    it('starts counting again once the window has ended', async () => {
      const key = randomUUID();
      const windowSeconds = implementation.shortWindowSeconds;
      const limit = 2;
      await hitTimes(key, limit, limit, windowSeconds);
      expect((await limiter().hit(key, limit, windowSeconds)).allowed).toBe(false);

      await implementation.passWindow(windowSeconds);

      const again = await hitTimes(key, limit + 1, limit, windowSeconds);
      expect(again.map((result) => result.allowed)).toEqual([true, true, false]);
    });

    it('counts failures without refusing any, and forgets them on request', async () => {
      const key = randomUUID();
      expect(await limiter().failures(key, 60)).toBe(0);
      const counts = [];
      for (let i = 0; i < 12; i += 1) counts.push(await limiter().fail(key, 60));
      expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(await limiter().failures(key, 60)).toBe(12);

      await limiter().forget(key, 60);
      expect(await limiter().failures(key, 60)).toBe(0);
      expect(await limiter().fail(key, 60)).toBe(1);
    });

    it('lets failures lapse once their window has ended', async () => {
      const key = randomUUID();
      const windowSeconds = implementation.shortWindowSeconds;
      await limiter().fail(key, windowSeconds);
      await limiter().fail(key, windowSeconds);
      await implementation.passWindow(windowSeconds);
      expect(await limiter().failures(key, windowSeconds)).toBe(0);
    });
  });
}

describe('redisRateLimiter while Redis is out of reach', () => {
  // Nothing listens on this port: the client never becomes ready, as when Redis is down or restarting.
  const redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  afterAll(() => redis.disconnect());

  it('keeps counting in memory, so requests are still answered and still limited', async () => {
    const limiter = redisRateLimiter(redis, `test:${randomUUID()}:`);
    const key = `sign-in:${randomUUID()}`;
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push((await limiter.hit(key, 3, 60)).allowed);
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.fail(key, 60)).toBe(1);
    expect(await limiter.failures(key, 60)).toBe(1);
    await limiter.forget(key, 60);
    expect(await limiter.failures(key, 60)).toBe(0);
  });
});
