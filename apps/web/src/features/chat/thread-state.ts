import type { Message, MessageListResponse } from '@alongside/contract';

/** A conversation's messages as this screen holds them: in sequence order, no sequence twice. */
export interface Thread {
  messages: Message[];
  has_earlier: boolean;
  last_sequence: number;
  read_up_to: number;
  other_delivered_up_to: number;
  other_read_up_to: number;
}

export function lastSequenceOf(thread: Thread): number {
  return thread.messages.at(-1)?.sequence ?? 0;
}

/** Messages from both lists, ordered by sequence; a sequence already held is kept once. */
export function mergeMessages(held: readonly Message[], incoming: readonly Message[]): Message[] {
  const bySequence = new Map<number, Message>();
  for (const message of held) bySequence.set(message.sequence, message);
  for (const message of incoming)
    if (!bySequence.has(message.sequence)) bySequence.set(message.sequence, message);
  return [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
}

/** A page read from the API folded into the thread; marks only move forward. */
export function withPage(
  thread: Thread | undefined,
  page: MessageListResponse,
  { earlier = false }: { earlier?: boolean } = {},
): Thread {
  const messages = mergeMessages(thread?.messages ?? [], page.data);
  return {
    messages,
    has_earlier: earlier || !thread ? page.meta.has_earlier : thread.has_earlier,
    last_sequence: Math.max(thread?.last_sequence ?? 0, page.meta.last_sequence),
    read_up_to: Math.max(thread?.read_up_to ?? 0, page.meta.read_up_to),
    other_delivered_up_to: Math.max(thread?.other_delivered_up_to ?? 0, page.meta.other_delivered_up_to),
    other_read_up_to: Math.max(thread?.other_read_up_to ?? 0, page.meta.other_read_up_to),
  };
}

/**
 * A message the live link told of, or a send answered. The next one is appended; one already held is
 * ignored; one beyond the next means messages were missed (`gap`): it is not appended, so the thread
 * never has a hole, and the screen fetches all of them after its last instead.
 */
export function withMessage(thread: Thread, message: Message): { thread: Thread; gap: boolean } {
  const last = lastSequenceOf(thread);
  if (message.sequence <= last) return { thread, gap: false };
  if (message.sequence > last + 1) return { thread, gap: true };
  return {
    thread: {
      ...thread,
      messages: [...thread.messages, message],
      last_sequence: Math.max(thread.last_sequence, message.sequence),
    },
    gap: false,
  };
}

/** Someone's delivered and read marks moved: the other person's give the ticks on yours. */
export function withMarks(
  thread: Thread,
  marks: { mine: boolean; delivered_up_to: number; read_up_to: number },
): Thread {
  if (marks.mine) return { ...thread, read_up_to: Math.max(thread.read_up_to, marks.read_up_to) };
  return {
    ...thread,
    other_delivered_up_to: Math.max(thread.other_delivered_up_to, marks.delivered_up_to),
    other_read_up_to: Math.max(thread.other_read_up_to, marks.read_up_to),
  };
}
