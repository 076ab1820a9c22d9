import { describe, expect, it } from 'vitest';
import { DOCUMENT_DETAIL_MESSAGES, DocumentDetailsSchema, checkDocumentDetails } from './document-details';
import { DOCUMENT_REQUIREMENTS } from './document-requirements';
import { VERIFICATION_DOCUMENT_TYPES } from './required-documents';

const TODAY = '2026-11-23';

describe('DocumentDetailsSchema', () => {
  it.each([
    { input: { document_number: 'NSW 12-34/5' }, ok: true },
    { input: { document_number: '  WWC0012345E ' }, ok: true },
    { input: { document_number: '' }, ok: false },
    { input: { document_number: 'A'.repeat(41) }, ok: false },
    { input: { document_number: 'AB\u0000C' }, ok: false },
    { input: { document_number: '<script>' }, ok: false },
    { input: { abn: '51 824 753 556' }, ok: true },
    { input: { abn: '51 824 753 557' }, ok: false },
    { input: { issuing_state: 'QLD' }, ok: true },
    { input: { issuing_state: 'Queensland' }, ok: false },
    { input: { issued_on: '2026-02-30' }, ok: false },
    { input: { issued_on: '23/11/2026' }, ok: false },
    { input: { expires_on: '2027-01-31' }, ok: true },
    { input: { colour: 'blue' }, ok: false },
  ])('$input is accepted: $ok', ({ input, ok }) => {
    expect(DocumentDetailsSchema.safeParse(input).success).toBe(ok);
  });

  it('keeps the ABN as its 11 digits and trims the number', () => {
    expect(DocumentDetailsSchema.parse({ abn: '51 824 753 556', document_number: ' X1 ' })).toEqual({
      abn: '51824753556',
      document_number: 'X1',
    });
  });
});

describe('checkDocumentDetails', () => {
  it.each([
    {
      rule: 'a police check needs its number and issue date',
      type: 'police_checks' as const,
      details: {},
      errors: { document_number: 'Enter the document number.', issued_on: 'Enter the date it was issued.' },
    },
    {
      rule: 'a WWC needs the state, the card number and the expiry',
      type: 'wwc' as const,
      details: {},
      errors: {
        issuing_state: 'Choose the state or territory that issued it.',
        document_number: 'Enter the document number.',
        expires_on: 'Enter the expiry date.',
      },
    },
    {
      rule: 'an ABN needs only the ABN',
      type: 'abn' as const,
      details: {},
      errors: { abn: 'Enter your ABN.' },
    },
    {
      rule: 'an ABN does not ask for a date',
      type: 'abn' as const,
      details: { abn: '51824753556', issued_on: '2020-01-01' },
      errors: { issued_on: DOCUMENT_DETAIL_MESSAGES.notAsked },
    },
    {
      rule: 'a complete WWC passes',
      type: 'wwc' as const,
      details: { issuing_state: 'NSW' as const, document_number: 'WWC0012345E', expires_on: '2030-05-01' },
      errors: {},
    },
    {
      rule: 'not issued in the future',
      type: 'first_aid' as const,
      details: { issued_on: '2026-11-24' },
      errors: { issued_on: DOCUMENT_DETAIL_MESSAGES.issuedInFuture },
    },
    {
      rule: 'issued today is fine',
      type: 'first_aid' as const,
      details: { issued_on: TODAY },
      errors: {},
    },
    {
      rule: 'an expiry before the issue date is refused',
      type: 'public_liability' as const,
      details: { document_number: 'PL-1', issued_on: '2026-06-01', expires_on: '2026-05-31' },
      errors: { expires_on: DOCUMENT_DETAIL_MESSAGES.expiryBeforeIssue },
    },
    {
      rule: 'an expiry on the issue date is refused',
      type: 'public_liability' as const,
      details: { document_number: 'PL-1', issued_on: '2026-06-01', expires_on: '2026-06-01' },
      errors: { expires_on: DOCUMENT_DETAIL_MESSAGES.expiryBeforeIssue },
    },
    {
      rule: 'an expiry already past is refused',
      type: 'public_liability' as const,
      details: { document_number: 'PL-1', expires_on: '2026-11-22' },
      errors: { expires_on: DOCUMENT_DETAIL_MESSAGES.expired },
    },
    {
      rule: 'a document expiring today is still current',
      type: 'public_liability' as const,
      details: { document_number: 'PL-1', expires_on: TODAY },
      errors: {},
    },
  ])('$rule', ({ type, details, errors }) => {
    expect(checkDocumentDetails(type, details, TODAY)).toEqual(errors);
  });

  it('every type asks for at least one detail or a file, and never both required and optional for a field', () => {
    for (const type of VERIFICATION_DOCUMENT_TYPES) {
      const requirement = DOCUMENT_REQUIREMENTS[type];
      expect(requirement.required.length > 0 || requirement.needsFile).toBe(true);
      expect(requirement.required.filter((field) => requirement.optional.includes(field))).toEqual([]);
    }
  });
});
