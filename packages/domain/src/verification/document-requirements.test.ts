import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_REQUIREMENTS,
  documentLabel,
  documentTypesFor,
  mayHoldDocument,
} from './document-requirements';
import { VERIFICATION_DOCUMENT_TYPES } from './required-documents';

describe('documentLabel', () => {
  it.each([
    { type: 'wwc' as const, state: 'QLD', label: 'Blue Card' },
    { type: 'wwc' as const, state: 'TAS', label: 'Working with Vulnerable Persons' },
    { type: 'wwc' as const, state: 'ACT', label: 'Working with Vulnerable Persons' },
    { type: 'wwc' as const, state: 'NSW', label: 'Working With Children' },
    { type: 'wwc' as const, state: null, label: 'Working With Children' },
    { type: 'police_checks' as const, state: 'QLD', label: 'Police check' },
    { type: 'abn' as const, state: null, label: 'ABN' },
  ])('$type in $state is "$label"', ({ type, state, label }) => {
    expect(documentLabel(type, state)).toBe(label);
  });
});

describe('documentTypesFor', () => {
  it('a client sees the identity check only, as required', () => {
    expect(documentTypesFor('client')).toEqual([{ type: 'id_verification', required: true }]);
  });

  it('a worker sees the six required checks first, then the optional ones', () => {
    expect(documentTypesFor('worker')).toEqual([
      { type: 'id_documents', required: true },
      { type: 'police_checks', required: true },
      { type: 'abn', required: true },
      { type: 'wwc', required: true },
      { type: 'first_aid', required: true },
      { type: 'public_liability', required: true },
      { type: 'cpr_certificate', required: false },
      { type: 'ndis_orientation_module', required: false },
      { type: 'covid_vaccination', required: false },
    ]);
  });
});

describe('mayHoldDocument', () => {
  it.each([
    { userType: 'client' as const, type: 'id_verification' as const, may: true },
    { userType: 'client' as const, type: 'police_checks' as const, may: false },
    { userType: 'client' as const, type: 'abn' as const, may: false },
    { userType: 'worker' as const, type: 'id_verification' as const, may: true },
    { userType: 'worker' as const, type: 'covid_vaccination' as const, may: true },
  ])('a $userType may hold $type: $may', ({ userType, type, may }) => {
    expect(mayHoldDocument(userType, type)).toBe(may);
  });

  it('every type has a requirement entry of its own type', () => {
    for (const type of VERIFICATION_DOCUMENT_TYPES) expect(DOCUMENT_REQUIREMENTS[type].type).toBe(type);
  });
});
