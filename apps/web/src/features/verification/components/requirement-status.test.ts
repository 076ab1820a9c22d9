import { describe, expect, it } from 'vitest';
import { document, requirement } from '../test/verification-fixtures';
import { requirementStatusWords } from './requirement-status';

describe('requirementStatusWords', () => {
  it.each([
    { status: 'missing', given: {}, text: 'Missing', tone: 'missing' },
    {
      status: 'pending',
      given: { open: document() },
      text: 'Waiting for review',
      tone: 'waiting',
    },
    {
      status: 'approved',
      given: { current: document({ status: 'approved', approved_at: '2026-03-03T02:00:00.000Z' }) },
      text: 'Approved on 3 Mar 2026',
      tone: 'done',
    },
    {
      status: 'approved',
      given: {
        current: document({
          status: 'approved',
          source: 'identity_check',
          file: null,
          approved_at: '2026-03-03T02:00:00.000Z',
        }),
      },
      text: 'Checked online on 3 Mar 2026',
      tone: 'done',
    },
    {
      status: 'expiring',
      given: {
        current: document({
          status: 'approved',
          approved_at: '2026-03-03T02:00:00.000Z',
          expires_on: '2026-12-01',
          expiring: true,
        }),
      },
      text: 'Expires on 1 Dec 2026',
      tone: 'warning',
    },
    {
      status: 'expired',
      given: {
        current: document({
          status: 'approved',
          approved_at: '2025-03-03T02:00:00.000Z',
          expires_on: '2026-01-31',
          expired: true,
        }),
      },
      text: 'Expired on 31 Jan 2026',
      tone: 'problem',
    },
    {
      status: 'rejected',
      given: { open: document({ status: 'rejected', rejection_reason: 'The photo is blurry.' }) },
      text: 'Not accepted: The photo is blurry.',
      tone: 'problem',
    },
  ] as const)('reads $status as "$text"', ({ status, given, text, tone }) => {
    const words = requirementStatusWords(requirement('police_checks', { status, ...given }));
    expect(words.text).toBe(text);
    expect(words.tone).toBe(tone);
  });

  it('says a renewal is waiting beside an approval', () => {
    const words = requirementStatusWords(
      requirement('police_checks', {
        status: 'approved',
        current: document({ status: 'approved', approved_at: '2026-03-03T02:00:00.000Z' }),
        open: document({ id: 'renewal' }),
      }),
    );
    expect(words.next).toBe('Your new file is waiting for review.');
  });

  it('asks for a current document once one has expired', () => {
    expect(requirementStatusWords(requirement('wwc', { status: 'expired' })).next).toBe(
      'Upload a current one.',
    );
  });
});
