import { randomBytes } from 'node:crypto';
import type { ServerEvent } from '@alongside/contract';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventHub } from './event-hub';
import { redisEventHub } from './redis-event-hub';

// DESIGN.md "Runs on": with REDIS_URL, events cross between API instances through Redis pub/sub.
const redisUrl = process.env['REDIS_URL'];

describe.skipIf(!redisUrl)('redisEventHub (Redis)', () => {
  const opened: { hub: EventHub; publisher: Redis }[] = [];

  afterEach(async () => {
    for (const { hub, publisher } of opened.splice(0)) {
      await hub.close();
      publisher.disconnect();
    }
  });

  /** One API instance's hub, on a connection opened as app.ts opens it. */
  async function instance(prefix: string) {
    const publisher = new Redis(redisUrl!, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
    });
    await publisher.connect();
    const log = { warn: vi.fn(), info: vi.fn() };
    const hub = await redisEventHub({ publisher, prefix, log });
    opened.push({ hub, publisher });
    return { hub, publisher, log };
  }

  function nextEvent(hub: EventHub, userId: string): Promise<ServerEvent> {
    return new Promise((resolve) => {
      const stop = hub.subscribe(userId, (event) => {
        stop();
        resolve(event);
      });
    });
  }

  const newPrefix = () => `alongside-test:${randomBytes(6).toString('hex')}:`;

  it('passes an event published on one instance to the listener of its person on another', async () => {
    const prefix = newPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const elsewhere = await instance(newPrefix());
    const heard: ServerEvent[] = [];
    b.hub.subscribe('noah', (event) => heard.push(event));
    elsewhere.hub.subscribe('mia', (event) => heard.push(event));

    const arrived = nextEvent(b.hub, 'mia');
    a.hub.publish(['mia'], { type: 'conversation', conversation_id: 'c1' });
    expect(await arrived).toEqual({ type: 'conversation', conversation_id: 'c1' });
    // Published after, on the same channel: once it is here, the first would have been too.
    const after = nextEvent(b.hub, 'mia');
    a.hub.publish(['mia'], { type: 'resync' });
    await after;
    expect(heard).toEqual([]);
  });

  it('neither throws nor waits when Redis is away, and logs a warning without the event', async () => {
    const { hub, publisher, log } = await instance(newPrefix());
    publisher.disconnect();
    const secret = 'my door code is 4821';
    const event: ServerEvent = {
      type: 'message',
      message: {
        id: 'm1',
        conversation_id: 'c1',
        sequence: 1,
        sender_id: 'mia',
        client_id: 'x',
        body: secret,
        attachment: null,
        about: null,
        sent_at: new Date().toISOString(),
      },
    };
    expect(() => hub.publish(['noah'], event)).not.toThrow();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(secret);
  });

  it('tells every listener on the instance to resync once its subscriber is back on Redis', async () => {
    const prefix = newPrefix();
    const { hub } = await instance(prefix);
    const mia = nextEvent(hub, 'mia');
    const noah = nextEvent(hub, 'noah');

    // Cut the subscriber's link from the Redis side, as a Redis restart would.
    const admin = new Redis(redisUrl!);
    try {
      const subscribers = String(await admin.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}events `));
      expect(subscribers).toHaveLength(1);
      await admin.client('KILL', 'ID', /(?:^| )id=(\d+)/.exec(subscribers[0]!)![1]!);
    } finally {
      admin.disconnect();
    }

    expect(await Promise.all([mia, noah])).toEqual([{ type: 'resync' }, { type: 'resync' }]);
    // And it hears the channel again.
    const again = nextEvent(hub, 'ava');
    hub.publish(['ava'], { type: 'conversation', conversation_id: 'c2' });
    expect(await again).toEqual({ type: 'conversation', conversation_id: 'c2' });
  }, 15_000);

  it('tells the people whose events could not be published to resync once the publisher is back', async () => {
    const prefix = newPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const noah = nextEvent(b.hub, 'noah');
    a.publisher.disconnect();
    a.hub.publish(['noah'], { type: 'conversation', conversation_id: 'c3' });
    await vi.waitFor(() => expect(a.log.warn).toHaveBeenCalled());
    await a.publisher.connect();
    expect(await noah).toEqual({ type: 'resync' });
  }, 15_000);
});
