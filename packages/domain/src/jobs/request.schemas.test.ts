import { describe, expect, it } from 'vitest';
import {
  InvitationNoteSchema,
  REQUEST_MESSAGE_MAX_LENGTH,
  RequestMessageSchema,
  RequestServicesSchema,
} from './request.schemas';
import { schedulePastProblem } from './job.schemas';

describe('a request’s message', () => {
  it.each<[string, unknown, string | null, string | null]>([
    ['a short note', 'Could you help on Tuesdays?', null, null],
    ['exactly the limit', 'a'.repeat(REQUEST_MESSAGE_MAX_LENGTH), null, null],
    [
      'one over the limit',
      'a'.repeat(1001),
      'A message to the worker must be 1000 characters or fewer.',
      'A message to the worker must be 1000 characters or fewer.',
    ],
    ['empty', '', 'Write a message to the worker.', null],
    [
      'a NUL byte',
      'hi\u0000',
      'A message to the worker has a character we cannot accept.',
      'A message to the worker has a character we cannot accept.',
    ],
  ])('%s', (_, value, forSupport, forInvitation) => {
    const support = RequestMessageSchema.safeParse(value);
    const invitation = InvitationNoteSchema.safeParse(value);
    expect(support.success ? null : support.error.issues[0]?.message).toBe(forSupport);
    expect(invitation.success ? null : invitation.error.issues[0]?.message).toBe(forInvitation);
  });
});

describe('a schedule asked for today', () => {
  const weekly = (ends_on: string | null) => ({
    kind: 'weekly' as const,
    times: [{ day: 'monday' as const, start: '09:00:00', end: '12:00:00' }],
    starts_on: '2026-11-01',
    ends_on,
  });
  it.each<[string, Parameters<typeof schedulePastProblem>[0], string | null]>([
    ['a one-off today', { kind: 'one_off', date: '2026-11-26', start: '09:00:00', end: '10:00:00' }, null],
    [
      'a one-off yesterday',
      { kind: 'one_off', date: '2026-11-25', start: '09:00:00', end: '10:00:00' },
      'Choose a date from today.',
    ],
    ['a weekly pattern that started before and goes on', weekly(null), null],
    ['a weekly pattern ending today', weekly('2026-11-26'), null],
    [
      'a weekly pattern that ended',
      weekly('2026-11-25'),
      'The end date has passed: choose a later one, or none.',
    ],
  ])('%s', (_, schedule, problem) => {
    expect(schedulePastProblem(schedule, '2026-11-26')).toBe(problem);
  });
});

describe('the support a request asks for', () => {
  it.each<[unknown, string | null]>([
    [['personal_care'], null],
    [['personal_care', 'transport'], null],
    [[], 'Choose at least one kind of support.'],
  ])('%j', (value, message) => {
    const result = RequestServicesSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
