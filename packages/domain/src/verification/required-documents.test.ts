import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_DOCUMENT_TYPES,
  hasRequiredDocuments,
  isDocumentValid,
  missingRequiredDocuments,
  requiredDocumentTypes,
  type VerificationDocument,
  type VerificationDocumentType,
} from './required-documents';
import { VerificationDocumentSchema, VerificationDocumentTypeSchema } from './required-documents.schemas';

const APPROVED = '2025-03-01T09:30:00.000Z';

function approved(document_type: VerificationDocumentType): VerificationDocument {
  return { document_type, approved_at: APPROVED };
}

function pending(document_type: VerificationDocumentType): VerificationDocument {
  return { document_type, approved_at: null };
}

const WORKER_REQUIRED = [
  'id_documents',
  'police_checks',
  'abn',
  'wwc',
  'first_aid',
  'public_liability',
] as const;

describe('verification document types', () => {
  it('are the ten requirement types of spec §3', () => {
    expect(VERIFICATION_DOCUMENT_TYPES).toEqual([
      'id_verification',
      'id_documents',
      'police_checks',
      'abn',
      'wwc',
      'first_aid',
      'cpr_certificate',
      'public_liability',
      'ndis_orientation_module',
      'covid_vaccination',
    ]);
  });

  it.each(['drivers_licence', 'ID_DOCUMENTS', ''])('refuses %j as a document type', (value) => {
    expect(VerificationDocumentTypeSchema.safeParse(value).success).toBe(false);
  });

  it.each([
    { document: { document_type: 'abn', approved_at: APPROVED }, accepted: true },
    { document: { document_type: 'abn', approved_at: null }, accepted: true },
    { document: { document_type: 'abn' }, accepted: true },
    { document: { document_type: 'abn', approved_at: 'yesterday' }, accepted: false },
    { document: { document_type: 'passport', approved_at: APPROVED }, accepted: false },
  ])('document schema accepts $document: $accepted', ({ document, accepted }) => {
    expect(VerificationDocumentSchema.safeParse(document).success).toBe(accepted);
  });
});

describe('requiredDocumentTypes', () => {
  it('a client needs an approved id verification', () => {
    expect(requiredDocumentTypes('client')).toEqual(['id_verification']);
  });

  it('a worker needs approved id documents, police checks, abn, wwc, first aid and public liability', () => {
    expect(requiredDocumentTypes('worker')).toEqual(WORKER_REQUIRED);
  });
});

describe('isDocumentValid', () => {
  it.each([
    { approved_at: APPROVED, valid: true },
    { approved_at: null, valid: false },
    { approved_at: undefined, valid: false },
    { approved_at: '', valid: false },
  ])(
    'a document with approved_at $approved_at is valid: $valid (only when approved_at has a value)',
    ({ approved_at, valid }) => {
      expect(isDocumentValid({ approved_at })).toBe(valid);
    },
  );
});

describe('missingRequiredDocuments and hasRequiredDocuments', () => {
  it.each<{
    rule: string;
    userType: 'client' | 'worker';
    documents: VerificationDocument[] | null;
    missing: string[];
  }>([
    {
      rule: 'a client with no documents misses id verification',
      userType: 'client',
      documents: [],
      missing: ['id_verification'],
    },
    {
      rule: 'a client with null documents misses id verification',
      userType: 'client',
      documents: null,
      missing: ['id_verification'],
    },
    {
      rule: 'a client whose id verification is not approved still misses it',
      userType: 'client',
      documents: [pending('id_verification')],
      missing: ['id_verification'],
    },
    {
      rule: 'a client with an approved id verification misses nothing',
      userType: 'client',
      documents: [approved('id_verification')],
      missing: [],
    },
    {
      rule: 'a client needs id verification, not id documents',
      userType: 'client',
      documents: [approved('id_documents')],
      missing: ['id_verification'],
    },
    {
      rule: 'a worker with no documents misses all six, in order',
      userType: 'worker',
      documents: [],
      missing: [...WORKER_REQUIRED],
    },
    {
      rule: 'a worker with all six approved misses nothing',
      userType: 'worker',
      documents: WORKER_REQUIRED.map(approved),
      missing: [],
    },
    {
      rule: 'a worker with all six but wwc pending misses wwc',
      userType: 'worker',
      documents: WORKER_REQUIRED.map((type) => (type === 'wwc' ? pending(type) : approved(type))),
      missing: ['wwc'],
    },
    {
      rule: 'one approved document of a type is enough beside a pending one',
      userType: 'worker',
      documents: [pending('abn'), ...WORKER_REQUIRED.map(approved)],
      missing: [],
    },
    {
      rule: 'optional documents (cpr, ndis orientation, covid, id verification) do not stand in for required ones',
      userType: 'worker',
      documents: [
        approved('cpr_certificate'),
        approved('ndis_orientation_module'),
        approved('covid_vaccination'),
        approved('id_verification'),
        ...WORKER_REQUIRED.filter((type) => type !== 'first_aid').map(approved),
      ],
      missing: ['first_aid'],
    },
  ])('$rule', ({ userType, documents, missing }) => {
    expect(missingRequiredDocuments(userType, documents)).toEqual(missing);
    expect(hasRequiredDocuments(userType, documents)).toBe(missing.length === 0);
  });
});
