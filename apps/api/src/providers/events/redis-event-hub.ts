import { EventEmitter } from 'node:events';
import { ServerEventSchema, type ServerEvent } from '@alongside/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { EventHub } from './event-hub';

/** What goes over the channel: the event and whom it is for, so each instance picks its own people. */
const EnvelopeSchema = z.object({ to: z.array(z.string()), event: ServerEventSchema });

/**
 * Several API instances (DESIGN.md "Runs on"): every instance publishes on one Redis channel and
 * hears every event on it, then passes each to the sockets of its own people, as `memoryEventHub`
 * does. A person's socket may be on any instance, so no instance needs to know where it is.
 *
 * `publisher` is the app's Redis connection, opened with `enableOfflineQueue: false`: while Redis is
 * away a publish fails at once instead of queueing, is logged and dropped. The subscriber is a
 * connection of its own (one in subscriber mode can send nothing else). When it gets back to Redis
 * after losing it, every local listener is sent `resync`: the apps ask for what came after their
 * marks, so an event lost meanwhile is only late. Resolves once the subscription stands.
 */
export async function redisEventHub(options: {
  publisher: Redis;
  prefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): Promise<EventHub> {
  const { publisher, prefix, log } = options;
  const channel = `${prefix}events`;
  const local = new EventEmitter();
  local.setMaxListeners(0);

  // Named, so `CLIENT LIST` on Redis tells it from the other connections (and tests can cut it).
  const subscriber = publisher.duplicate({ lazyConnect: true, connectionName: `${prefix}events` });
  try {
    await subscriber.connect();
    await subscriber.subscribe(channel);
  } catch (error) {
    subscriber.disconnect();
    throw error;
  }

  let linkLost = false;
  let closed = false;
  // Without a listener ioredis prints each failed reconnect to stderr; one line per loss is enough.
  subscriber.on('error', () => {});
  subscriber.on('close', () => {
    if (closed) return;
    if (!linkLost) log.warn('Lost the link to Redis: real-time events wait until it is back.');
    linkLost = true;
  });
  subscriber.on('ready', () => {
    if (!linkLost) return;
    // ioredis subscribes again by itself; this reply comes after that one on the same connection,
    // so once it arrives nothing published from now on is missed, and the apps can ask for the rest.
    subscriber.subscribe(channel).then(
      () => {
        if (closed) return;
        linkLost = false;
        log.info('Back on Redis: telling every socket here to catch up.');
        for (const userId of local.eventNames()) local.emit(userId, { type: 'resync' } satisfies ServerEvent);
      },
      () => {
        // The link went again before the reply: the next 'ready' tries once more.
      },
    );
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let envelope: z.infer<typeof EnvelopeSchema>;
    try {
      envelope = EnvelopeSchema.parse(JSON.parse(text));
    } catch {
      // An instance of another version may send an event this one does not know: the app catches up.
      return;
    }
    for (const userId of new Set(envelope.to)) local.emit(userId, envelope.event);
  });

  // The people whose events could not be published. The receiving instance's `resync` may have come
  // before this connection was back; once it is, they are told to catch up, so nothing stays lost.
  const missed = new Set<string>();
  const tellMissed = () => {
    if (missed.size === 0 || closed) return;
    const to = [...missed];
    missed.clear();
    publisher.publish(channel, JSON.stringify({ to, event: { type: 'resync' } })).catch(() => {
      for (const userId of to) missed.add(userId);
    });
  };
  publisher.on('ready', tellMissed);

  return {
    publish(userIds, event) {
      if (userIds.length === 0) return;
      publisher.publish(channel, JSON.stringify({ to: userIds, event })).catch((error: unknown) => {
        for (const userId of userIds) missed.add(userId);
        // Never the payload: it may hold a message's text. The error is about the link only.
        log.warn(
          { event: event.type, reason: error instanceof Error ? error.message : 'unknown' },
          'Could not publish a real-time event to Redis; apps catch up when it is back.',
        );
      });
    },
    subscribe(userId, listener) {
      local.on(userId, listener);
      return () => local.off(userId, listener);
    },
    async close() {
      closed = true;
      publisher.off('ready', tellMissed);
      local.removeAllListeners();
      // Not `quit`: with Redis away it would wait for a link that may never come.
      subscriber.disconnect();
    },
  };
}
