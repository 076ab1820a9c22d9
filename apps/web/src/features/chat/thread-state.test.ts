import type { Message } from '@alongside/contract';
import { describe, expect, it } from 'vitest';
import { mergeMessages, withMarks, withMessage, type Thread } from './thread-state';

const message = (sequence: number): Message => ({
  id: `m${sequence}`,
  conversation_id: 'c1',
  sequence,
  sender_id: 'u1',
  client_id: `c${sequence}`,
  body: `message ${sequence}`,
  attachment: null,
  about: null,
  sent_at: '2026-11-27T03:00:00Z',
});

const thread = (...sequences: number[]): Thread => ({
  messages: sequences.map(message),
  has_earlier: false,
  last_sequence: sequences.at(-1) ?? 0,
  read_up_to: 0,
  other_delivered_up_to: 2,
  other_read_up_to: 1,
});

const sequencesOf = (held: Thread) => held.messages.map((each) => each.sequence);

describe('a live message joining the thread', () => {
  it.each([
    [[1, 2], 3, [1, 2, 3], false],
    [[1, 2], 2, [1, 2], false],
    [[1, 2], 1, [1, 2], false],
    [[1, 2], 5, [1, 2], true],
    [[], 1, [1], false],
  ])('held %j, message %i: %j, gap %s', (held, incoming, after, gap) => {
    const result = withMessage(thread(...held), message(incoming));
    expect(sequencesOf(result.thread)).toEqual(after);
    expect(result.gap).toBe(gap);
  });

  it('merges pages by sequence, each sequence once', () => {
    expect(
      mergeMessages([message(3), message(1)], [message(2), message(3), message(4)]).map((m) => m.sequence),
    ).toEqual([1, 2, 3, 4]);
  });

  it('moves marks only forward', () => {
    const held = thread(1, 2);
    expect(withMarks(held, { mine: false, delivered_up_to: 1, read_up_to: 2 })).toMatchObject({
      other_delivered_up_to: 2,
      other_read_up_to: 2,
    });
    expect(withMarks(held, { mine: true, delivered_up_to: 0, read_up_to: 2 }).read_up_to).toBe(2);
  });
});
