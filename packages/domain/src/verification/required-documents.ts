import type { z } from 'zod';
import type { UserType } from '../account/user-types';
import type {
  VerificationDocumentSchema,
  VerificationDocumentTypeSchema,
} from './required-documents.schemas';

/** The verification requirement types a document can be (spec §3), in the order they are listed. */
export const VERIFICATION_DOCUMENT_TYPES = [
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
] as const;
export type VerificationDocumentType = z.infer<typeof VerificationDocumentTypeSchema>;
/** A user's document as the session carries it (its schema is in required-documents.schemas.ts). */
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

/** Documents each user type must have approved (spec §5). The rest are optional extras for workers. */
export const REQUIRED_DOCUMENT_TYPES: Readonly<Record<UserType, readonly VerificationDocumentType[]>> = {
  client: ['id_verification'],
  worker: ['id_documents', 'police_checks', 'abn', 'wwc', 'first_aid', 'public_liability'],
};

export function requiredDocumentTypes(userType: UserType): readonly VerificationDocumentType[] {
  return REQUIRED_DOCUMENT_TYPES[userType];
}

/** A document counts only once a reviewer has approved it: `approved_at` has a value (spec §5). */
export function isDocumentValid(document: Pick<VerificationDocument, 'approved_at'>): boolean {
  return typeof document.approved_at === 'string' && document.approved_at.length > 0;
}

/**
 * The required types (in the order of `requiredDocumentTypes`) that have no approved document. Any one
 * approved document of a type satisfies it, however many unapproved ones sit beside it.
 */
export function missingRequiredDocuments(
  userType: UserType,
  documents: readonly Pick<VerificationDocument, 'document_type' | 'approved_at'>[] | null | undefined,
): VerificationDocumentType[] {
  const approved = new Set(
    (documents ?? []).filter(isDocumentValid).map((document) => document.document_type),
  );
  return requiredDocumentTypes(userType).filter((type) => !approved.has(type));
}

export function hasRequiredDocuments(
  userType: UserType,
  documents: readonly Pick<VerificationDocument, 'document_type' | 'approved_at'>[] | null | undefined,
): boolean {
  return missingRequiredDocuments(userType, documents).length === 0;
}
