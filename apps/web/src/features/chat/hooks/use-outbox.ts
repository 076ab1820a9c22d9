import { useEffect, useState, useSyncExternalStore } from 'react';
import { outboxStatus, subscribeOutbox } from '../outbox/outbox';
import { outboxEntries, type OutboxEntry } from '../outbox/outbox-store';
import { useOnline } from './use-online';

/** A message of yours not yet held by the server: on its way, waiting for the network, or refused. */
export interface PendingMessage {
  client_id: string;
  body: string;
  sent_at: string;
  state: 'sending' | 'waiting' | 'failed';
  /** The server's reason when it refused the message (blocked, too long). */
  error: string | null;
}

/** The messages of one conversation in the outbox (this tab's and the others'), as the thread shows them. */
export function useOutbox(conversationId: string, userId: string): PendingMessage[] {
  const status = useSyncExternalStore(subscribeOutbox, outboxStatus);
  const online = useOnline();
  const [stored, setStored] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let current = true;
    outboxEntries(userId).then(
      (entries) => {
        if (current) setStored(entries.filter((entry) => entry.conversation_id === conversationId));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [conversationId, userId, status]);

  const storedIds = new Set(stored.map((entry) => entry.client_id));
  const written = status.written.filter(
    (entry) =>
      entry.conversation_id === conversationId && entry.user_id === userId && !storedIds.has(entry.client_id),
  );
  return [...stored, ...written].map((entry) => ({
    client_id: entry.client_id,
    body: entry.body,
    sent_at: entry.written_at,
    state:
      entry.refused !== null
        ? 'failed'
        : !online || (status.stalled && !status.sending.has(entry.client_id))
          ? 'waiting'
          : 'sending',
    error: entry.refused,
  }));
}
