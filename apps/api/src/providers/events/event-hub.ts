import { EventEmitter } from 'node:events';
import type { ServerEvent } from '@alongside/contract';

/**
 * How the API tells signed-in people what just happened (issue #22, decision 038): a service
 * publishes an event to some people after its transaction commits; the WebSocket of each of them,
 * on whichever API instance it is, passes it on. Events only tell: the database holds the truth,
 * and an app that may have missed one asks for what came after its marks.
 */
export interface EventHub {
  /** Tell each of `userIds` of `event`. Never throws and never waits: a lost event is caught up. */
  publish(userIds: readonly string[], event: ServerEvent): void;
  /** Listen for the events to `userId` on this instance; returns the way to stop listening. */
  subscribe(userId: string, listener: (event: ServerEvent) => void): () => void;
  close(): Promise<void>;
}

/** One API process (the embedded default): events go from the publisher to the sockets in memory. */
export function memoryEventHub(): EventHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(userIds, event) {
      for (const userId of new Set(userIds)) emitter.emit(userId, event);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
