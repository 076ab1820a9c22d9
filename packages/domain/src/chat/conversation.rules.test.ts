import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MessageBodySchema,
  conversationReason,
  mayWrite,
  messageMark,
  movedMark,
  nextSequence,
  reopenedSubject,
  isUnread,
  type ConversationSubject,
  type ConversationTies,
} from './conversation.rules';

const NONE: ConversationTies = {
  hired: false,
  requested: false,
  applied: false,
  findable: false,
  talking: false,
};

describe('who may open a conversation with whom', () => {
  it.each([
    ['client', 'worker', { findable: true }, 'profile'],
    ['client', 'worker', {}, null],
    ['client', 'worker', { applied: true }, 'application'],
    ['client', 'worker', { requested: true }, 'request'],
    ['client', 'worker', { hired: true, applied: true }, 'hire'],
    ['client', 'worker', { requested: true, applied: true }, 'request'],
    ['worker', 'client', {}, null],
    // A client's visible profile is no reason: a worker waits for the client to reach out.
    ['worker', 'client', { findable: true }, null],
    ['worker', 'client', { applied: true }, 'application'],
    ['worker', 'client', { requested: true }, 'request'],
    ['worker', 'client', { hired: true }, 'hire'],
    ['worker', 'client', { talking: true }, 'conversation'],
    ['client', 'client', { talking: true, findable: true }, null],
    ['worker', 'worker', { applied: true }, null],
  ] as const)('a %s with a %s tied by %j: %s', (opener, other, ties, reason) => {
    expect(conversationReason(opener, other, { ...NONE, ...ties })).toBe(reason);
  });
});

describe('sequence and read rules', () => {
  it.each([
    [0, 1],
    [1, 2],
    [41, 42],
  ])('after message %i comes %i', (last, next) => {
    expect(nextSequence(last)).toBe(next);
  });

  it.each([
    // current, asked, last, moved to
    [0, 3, 5, 3],
    [3, 2, 5, 3],
    [3, 9, 5, 5],
    [5, 5, 5, 5],
    [0, 0, 0, 0],
  ])('a mark at %i asked to %i with last %i moves to %i', (current, asked, last, moved) => {
    expect(movedMark(current, asked, last)).toBe(moved);
  });

  it.each([
    // [sequence, sender, read up to, unread]
    [5, 'other', 0, true],
    [4, 'other', 3, true],
    [3, 'other', 3, false],
    [1, 'other', 5, false],
    // One's own message after one's mark (sent with an application): never unread.
    [6, 'me', 4, false],
    [4, 'me', 4, false],
  ] as const)('message %i from %s, read up to %i: unread %s', (sequence, sender, read, unread) => {
    expect(isUnread({ sequence, sender_id: sender }, { user_id: 'me', read_up_to: read })).toBe(unread);
  });

  it.each([
    [4, { delivered: 3, read: 2 }, 'sent'],
    [3, { delivered: 3, read: 2 }, 'delivered'],
    [2, { delivered: 3, read: 2 }, 'read'],
    [1, { delivered: 0, read: 0 }, 'sent'],
  ] as const)('message %i with the other at %j is %s', (sequence, other, mark) => {
    expect(messageMark(sequence, other)).toBe(mark);
  });

  it.each([
    [{ byMe: false, byOther: false }, true],
    [{ byMe: true, byOther: false }, false],
    [{ byMe: false, byOther: true }, false],
    [{ byMe: true, byOther: true }, false],
  ])('blocks %j: may write %s', (blocks, may) => {
    expect(mayWrite(blocks)).toBe(may);
  });
});

describe('a message body', () => {
  it.each([
    ['Hello', 'Hello'],
    ['  Hi\r\nthere  ', 'Hi\nthere'],
    ['x'.repeat(MESSAGE_MAX_LENGTH), 'x'.repeat(5000)],
  ])('%j is kept as %j', (input, kept) => {
    expect(MessageBodySchema.parse(input)).toBe(kept);
  });

  it.each([
    ['', 'Write a message.'],
    ['   ', 'Write a message.'],
    ['x'.repeat(5001), 'A message must be 5000 characters or fewer.'],
    ['a\u0000b', 'A message has a character we cannot accept.'],
  ])('%j is refused: %s', (input, message) => {
    const result = MessageBodySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('what a conversation is about when it is opened again', () => {
  const profile: ConversationSubject = { reason: 'profile', job_id: null, request_id: null };
  const request: ConversationSubject = { reason: 'request', job_id: null, request_id: 'r1' };
  const appliedTo = (job: string): ConversationSubject => ({
    reason: 'application',
    job_id: job,
    request_id: null,
  });
  const hiredFor = (job: string): ConversationSubject => ({ reason: 'hire', job_id: job, request_id: null });

  it.each([
    ['nothing is found', appliedTo('j1'), null, appliedTo('j1')],
    ['a profile takes the first request', profile, request, request],
    ['a profile takes the first application', profile, appliedTo('j1'), appliedTo('j1')],
    ['an application takes the hire for its job', appliedTo('j1'), hiredFor('j1'), hiredFor('j1')],
    [
      'an application keeps its job over a hire for another',
      appliedTo('j2'),
      hiredFor('j1'),
      appliedTo('j2'),
    ],
    ['a later application keeps its job over an earlier request', appliedTo('j1'), request, appliedTo('j1')],
    ['a later request keeps itself over a hire', request, hiredFor('j1'), request],
    ['a hire stays', hiredFor('j1'), request, hiredFor('j1')],
  ] as const)('%s', (_, current, found, subject) => {
    expect(reopenedSubject(current, found)).toEqual(subject);
  });
});
