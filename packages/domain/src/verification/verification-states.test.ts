import { describe, expect, it } from 'vitest';
import { requirementStatus, type DocumentFacts } from './document-status';
import {
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  IDENTITY_CHECK_STATUSES,
  REQUIREMENT_STATUSES,
  VERIFICATION_ACTIONS,
} from './verification-states';

const TODAY = '2026-11-23';

describe("the verification area's states", () => {
  it.each([
    ['a document', DOCUMENT_STATUSES, ['pending', 'approved', 'rejected']],
    ['a document’s source', DOCUMENT_SOURCES, ['upload', 'identity_check']],
    ['an identity check', IDENTITY_CHECK_STATUSES, ['started', 'passed', 'failed']],
    [
      'a requirement',
      REQUIREMENT_STATUSES,
      ['missing', 'pending', 'approved', 'expiring', 'expired', 'rejected'],
    ],
    [
      'the audit’s actions',
      VERIFICATION_ACTIONS,
      ['approved', 'rejected', 'identity_check_passed', 'identity_check_failed'],
    ],
  ])('%s: %j', (_, list, values) => {
    expect(list).toEqual(values);
  });

  // What `requirementStatus` reads from some documents, one case a status.
  it.each<[string, DocumentFacts[], (typeof REQUIREMENT_STATUSES)[number]]>([
    ['nothing sent', [], 'missing'],
    ['one waiting for review', [{ document_type: 'police_checks', status: 'pending' }], 'pending'],
    ['one rejected', [{ document_type: 'police_checks', status: 'rejected' }], 'rejected'],
    [
      'one approved, no expiry',
      [{ document_type: 'police_checks', status: 'approved', approved_at: '2026-03-03T01:00:00.000Z' }],
      'approved',
    ],
    [
      'one approved, running out within 30 days',
      [
        {
          document_type: 'police_checks',
          status: 'approved',
          approved_at: '2026-03-03T01:00:00.000Z',
          expires_on: '2026-12-10',
        },
      ],
      'expiring',
    ],
    [
      'one approved that has run out',
      [
        {
          document_type: 'police_checks',
          status: 'approved',
          approved_at: '2025-03-03T01:00:00.000Z',
          expires_on: '2026-11-01',
        },
      ],
      'expired',
    ],
  ])('%s: %s', (_, documents, status) => {
    expect(requirementStatus(documents, TODAY)).toBe(status);
  });

  // The list holds no status nobody can be in, and the rule answers nothing outside it.
  it('reaches every requirement status, and no other, from the documents one can have', () => {
    const reached = new Set(
      [
        [],
        ...DOCUMENT_STATUSES.flatMap((status) =>
          [null, '2026-12-10', '2026-11-01'].map((expires_on) => [
            {
              document_type: 'police_checks' as const,
              status,
              approved_at: status === 'approved' ? '2026-03-03T01:00:00.000Z' : null,
              expires_on,
            },
          ]),
        ),
      ].map((documents) => requirementStatus(documents, TODAY)),
    );
    expect([...reached].sort()).toEqual([...REQUIREMENT_STATUSES].sort());
  });
});
