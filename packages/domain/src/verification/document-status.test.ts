import { describe, expect, it } from 'vitest';
import {
  addDays,
  australianDate,
  documentBadge,
  formatDocumentDate,
  hasCurrentRequiredDocuments,
  isDocumentCurrent,
  isDocumentExpiring,
  requirementStatus,
  requirementSummaries,
  type DocumentFacts,
} from './document-status';
import type { VerificationDocumentType } from './required-documents';

const TODAY = '2026-11-23';
const APPROVED_AT = '2026-03-03T01:00:00.000Z';

function doc(
  status: DocumentFacts['status'],
  expires_on: string | null = null,
  document_type: VerificationDocumentType = 'police_checks',
): DocumentFacts {
  return { document_type, status, approved_at: status === 'approved' ? APPROVED_AT : null, expires_on };
}

describe('australianDate and addDays', () => {
  const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });

  it.each([
    { at: '2026-11-22T12:59:59Z', date: '2026-11-22', why: '11:59 pm in Sydney (summer time, +11)' },
    { at: '2026-11-22T13:00:00Z', date: '2026-11-23', why: 'midnight in Sydney' },
    { at: '2026-06-30T14:00:00Z', date: '2026-07-01', why: 'midnight in Sydney in winter (+10)' },
    { at: '2026-06-30T13:59:59Z', date: '2026-06-30', why: '11:59 pm in Sydney in winter' },
    // Summer time ends at 3 am on 5 April 2026 (16:00 UTC on the 4th) and starts at 2 am on 4 October.
    { at: '2026-04-04T12:59:59Z', date: '2026-04-04', why: '11:59 pm the night before summer time ends' },
    { at: '2026-04-04T13:00:00Z', date: '2026-04-05', why: 'midnight, still summer time' },
    { at: '2026-04-04T16:30:00Z', date: '2026-04-05', why: '2:30 am after the clocks go back' },
    { at: '2026-04-05T13:59:59Z', date: '2026-04-05', why: '11:59 pm, winter time again' },
    { at: '2026-04-05T14:00:00Z', date: '2026-04-06', why: 'the first winter midnight' },
    { at: '2026-10-03T13:59:59Z', date: '2026-10-03', why: '11:59 pm the night before summer time' },
    { at: '2026-10-03T14:00:00Z', date: '2026-10-04', why: 'midnight, still winter time' },
    { at: '2026-10-04T12:59:59Z', date: '2026-10-04', why: '11:59 pm, summer time' },
    { at: '2026-10-04T13:00:00Z', date: '2026-10-05', why: 'the first summer midnight' },
  ])('$at is $date ($why)', ({ at, date }) => {
    expect(australianDate(new Date(at))).toBe(date);
    // Asked again (the day's offset is remembered), and against Intl itself.
    expect(australianDate(new Date(at))).toBe(date);
    expect(intl.format(new Date(at))).toBe(date);
  });

  it('agrees with Intl on every hour of two years', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3_600_000 + 60_000) {
      expect(australianDate(new Date(ms))).toBe(intl.format(ms));
    }
  });

  it.each([
    { date: '2026-11-23', days: 30, result: '2026-12-23' },
    { date: '2026-02-27', days: 2, result: '2026-03-01' },
    { date: '2028-02-28', days: 1, result: '2028-02-29' },
    { date: '2026-01-01', days: -1, result: '2025-12-31' },
  ])('$date + $days days is $result', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
  });
});

describe('isDocumentCurrent and isDocumentExpiring (30 days)', () => {
  it.each([
    { document: doc('approved'), current: true, expiring: false, why: 'approved, no expiry' },
    { document: doc('approved', '2027-11-23'), current: true, expiring: false, why: 'a year left' },
    { document: doc('approved', '2026-12-24'), current: true, expiring: false, why: '31 days left' },
    { document: doc('approved', '2026-12-23'), current: true, expiring: true, why: '30 days left' },
    { document: doc('approved', TODAY), current: true, expiring: true, why: 'expires today' },
    { document: doc('approved', '2026-11-22'), current: false, expiring: false, why: 'expired yesterday' },
    { document: doc('pending', '2027-01-01'), current: false, expiring: false, why: 'not approved' },
    { document: doc('rejected'), current: false, expiring: false, why: 'rejected' },
  ])('$why: current $current, expiring $expiring', ({ document, current, expiring }) => {
    expect(isDocumentCurrent(document, TODAY)).toBe(current);
    expect(isDocumentExpiring(document, TODAY)).toBe(expiring);
  });
});

describe('requirementStatus', () => {
  it.each<{ documents: DocumentFacts[]; status: string; why: string }>([
    { documents: [], status: 'missing', why: 'nothing uploaded' },
    { documents: [doc('pending')], status: 'pending', why: 'waiting for review' },
    { documents: [doc('rejected')], status: 'rejected', why: 'rejected' },
    { documents: [doc('approved')], status: 'approved', why: 'approved' },
    { documents: [doc('approved', '2026-12-01')], status: 'expiring', why: 'approved, 8 days left' },
    { documents: [doc('approved', '2026-11-01')], status: 'expired', why: 'approved but past its expiry' },
    {
      documents: [doc('approved', '2026-11-01'), doc('pending', '2029-01-01')],
      status: 'pending',
      why: 'expired, renewal waiting',
    },
    {
      documents: [doc('approved', '2026-11-01'), doc('rejected')],
      status: 'rejected',
      why: 'expired, renewal rejected: the reason shows',
    },
    {
      documents: [doc('approved', '2027-06-01'), doc('pending', '2030-01-01')],
      status: 'approved',
      why: 'a current approval wins over a waiting renewal',
    },
  ])('$why: $status', ({ documents, status }) => {
    expect(requirementStatus(documents, TODAY)).toBe(status);
  });
});

describe('hasCurrentRequiredDocuments', () => {
  const workerSet = (
    ['id_documents', 'police_checks', 'abn', 'wwc', 'first_aid', 'public_liability'] as const
  ).map((type) => doc('approved', '2027-06-01', type));

  it.each<{ userType: 'client' | 'worker'; documents: DocumentFacts[]; complete: boolean; why: string }>([
    { userType: 'worker', documents: workerSet, complete: true, why: 'all six current' },
    {
      userType: 'worker',
      documents: workerSet.map((d) => (d.document_type === 'wwc' ? { ...d, expires_on: '2026-11-22' } : d)),
      complete: false,
      why: 'the WWC ran out yesterday',
    },
    {
      userType: 'worker',
      documents: workerSet.filter((d) => d.document_type !== 'abn'),
      complete: false,
      why: 'the ABN is missing',
    },
    {
      userType: 'worker',
      documents: workerSet.map((d) => (d.document_type === 'abn' ? doc('pending', null, 'abn') : d)),
      complete: false,
      why: 'the ABN is only pending',
    },
    {
      userType: 'client',
      documents: [doc('approved', null, 'id_verification')],
      complete: true,
      why: 'identity approved',
    },
    {
      userType: 'client',
      documents: [doc('approved', null, 'id_documents')],
      complete: false,
      why: 'id documents are not the client’s check',
    },
    { userType: 'client', documents: [], complete: false, why: 'nothing' },
  ])('$userType, $why: $complete', ({ userType, documents, complete }) => {
    expect(hasCurrentRequiredDocuments(userType, documents, TODAY)).toBe(complete);
  });
});

describe('requirementSummaries', () => {
  it('labels the WWC by state and gives each requirement its status', () => {
    const summaries = requirementSummaries('worker', [doc('pending', '2030-01-01', 'wwc')], TODAY, 'QLD');
    expect(summaries.find((s) => s.document_type === 'wwc')).toEqual({
      document_type: 'wwc',
      label: 'Blue Card',
      required: true,
      status: 'pending',
    });
    expect(summaries.filter((s) => s.status === 'missing')).toHaveLength(8);
  });
});

describe('badges and dates', () => {
  it.each([
    { type: 'police_checks' as const, state: null, badge: 'Police check verified 3 Mar 2026' },
    { type: 'wwc' as const, state: 'QLD', badge: 'Blue Card verified 3 Mar 2026' },
  ])('$type badge: $badge', ({ type, state, badge }) => {
    expect(documentBadge(type, APPROVED_AT, state)).toBe(badge);
  });

  it('shows a calendar date as that day', () => {
    expect(formatDocumentDate('2027-01-31')).toBe('31 Jan 2027');
  });

  it.each([
    // Sydney is UTC+11 in summer and UTC+10 in winter: the day is Sydney's, not UTC's.
    { at: '2026-03-02T13:30:00.000Z', text: '3 Mar 2026' },
    { at: '2026-03-02T12:59:59.000Z', text: '2 Mar 2026' },
    { at: '2026-07-01T13:59:00.000Z', text: '1 July 2026' },
    { at: '2026-07-01T14:00:00.000Z', text: '2 July 2026' },
  ])('shows the instant $at as the day in Sydney, $text, every time it is asked', ({ at, text }) => {
    expect(formatDocumentDate(at)).toBe(text);
    expect(formatDocumentDate(new Date(at))).toBe(text);
  });
});
