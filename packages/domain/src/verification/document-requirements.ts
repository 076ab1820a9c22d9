import type { UserType } from '../account/user-types';
import {
  REQUIRED_DOCUMENT_TYPES,
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocumentType,
} from './required-documents';
import { workingWithChildrenLabel } from './working-with-children';

/** A detail a document type asks for beside (or instead of) its file. */
export type DocumentField = 'document_number' | 'abn' | 'issuing_state' | 'issued_on' | 'expires_on';

export interface DocumentRequirement {
  type: VerificationDocumentType;
  /** What the person calls it; the WWC label depends on the state (see `documentLabel`). */
  label: string;
  /** One plain sentence on what to upload. */
  hint: string;
  /** The fields that must be filled in. */
  required: readonly DocumentField[];
  /** Fields that may be filled in. */
  optional: readonly DocumentField[];
  /** Whether a file (PDF, JPEG or PNG) must come with it. The ABN is checked on the public register. */
  needsFile: boolean;
  /** What the document number is called for this type, in the form ("Card number"). */
  numberLabel?: string;
}

/**
 * What each requirement type asks for (spec §3, §5). Cards that run out (WWC, insurance) need their
 * expiry date; certificates need the date they were issued.
 */
export const DOCUMENT_REQUIREMENTS: Readonly<Record<VerificationDocumentType, DocumentRequirement>> = {
  id_verification: {
    type: 'id_verification',
    label: 'Identity check',
    hint: 'A photo or scan of your driver licence, passport or proof of age card.',
    required: ['document_number'],
    optional: ['expires_on'],
    needsFile: true,
    numberLabel: 'Document number',
  },
  id_documents: {
    type: 'id_documents',
    label: 'Identity documents',
    hint: 'A photo or scan of your driver licence, passport or proof of age card.',
    required: ['document_number'],
    optional: ['expires_on'],
    needsFile: true,
    numberLabel: 'Document number',
  },
  police_checks: {
    type: 'police_checks',
    label: 'Police check',
    hint: 'Your national police check certificate.',
    required: ['document_number', 'issued_on'],
    optional: ['expires_on'],
    needsFile: true,
    numberLabel: 'Certificate or reference number',
  },
  abn: {
    type: 'abn',
    label: 'ABN',
    hint: 'Your Australian Business Number. We check it on the public ABN register.',
    required: ['abn'],
    optional: [],
    needsFile: false,
  },
  wwc: {
    type: 'wwc',
    label: 'Working With Children',
    hint: 'Your working with children card from the state that issued it.',
    required: ['issuing_state', 'document_number', 'expires_on'],
    optional: ['issued_on'],
    needsFile: true,
    numberLabel: 'Card number',
  },
  first_aid: {
    type: 'first_aid',
    label: 'First aid certificate',
    hint: 'Your first aid certificate (for example HLTAID011).',
    required: ['issued_on'],
    optional: ['document_number', 'expires_on'],
    needsFile: true,
    numberLabel: 'Certificate number',
  },
  cpr_certificate: {
    type: 'cpr_certificate',
    label: 'CPR certificate',
    hint: 'Your CPR certificate (for example HLTAID009).',
    required: ['issued_on'],
    optional: ['document_number', 'expires_on'],
    needsFile: true,
    numberLabel: 'Certificate number',
  },
  public_liability: {
    type: 'public_liability',
    label: 'Public liability insurance',
    hint: 'The certificate of currency for your public liability insurance.',
    required: ['document_number', 'expires_on'],
    optional: ['issued_on'],
    needsFile: true,
    numberLabel: 'Policy number',
  },
  ndis_orientation_module: {
    type: 'ndis_orientation_module',
    label: 'NDIS worker orientation module',
    hint: 'The certificate you got when you finished the NDIS worker orientation module.',
    required: ['issued_on'],
    optional: [],
    needsFile: true,
  },
  covid_vaccination: {
    type: 'covid_vaccination',
    label: 'COVID-19 vaccination',
    hint: 'Your COVID-19 digital certificate or immunisation history statement.',
    required: ['issued_on'],
    optional: [],
    needsFile: true,
  },
};

export const DOCUMENT_FIELD_LABELS: Readonly<Record<DocumentField, string>> = {
  document_number: 'Document number',
  abn: 'ABN',
  issuing_state: 'State or territory that issued it',
  issued_on: 'Date issued',
  expires_on: 'Expiry date',
};

/** The name of a document type for a person in the given state: the WWC label follows the state (§5). */
export function documentLabel(type: VerificationDocumentType, stateShortName?: string | null): string {
  return type === 'wwc' ? workingWithChildrenLabel(stateShortName) : DOCUMENT_REQUIREMENTS[type].label;
}

/**
 * The requirement types a person sees, required ones first (spec §5 order), then the optional extras.
 * A client proves who they are; a worker also shows their checks, and may add the optional ones.
 */
export function documentTypesFor(
  userType: UserType,
): { type: VerificationDocumentType; required: boolean }[] {
  const required = REQUIRED_DOCUMENT_TYPES[userType];
  if (userType === 'client') return required.map((type) => ({ type, required: true }));
  const optional = VERIFICATION_DOCUMENT_TYPES.filter(
    (type) => !required.includes(type) && type !== 'id_verification',
  );
  return [
    ...required.map((type) => ({ type, required: true })),
    ...optional.map((type) => ({ type, required: false })),
  ];
}

/** Whether a person of this type may hold a document of this type (an unknown pairing is refused). */
export function mayHoldDocument(userType: UserType, type: VerificationDocumentType): boolean {
  // Anyone may prove their identity with the identity check; only workers show credentials.
  return type === 'id_verification' || documentTypesFor(userType).some((entry) => entry.type === type);
}
