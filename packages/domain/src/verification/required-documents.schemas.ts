import { z } from 'zod';
import { VERIFICATION_DOCUMENT_TYPES } from './required-documents';

// The schemas of a user's documents, apart from required-documents.ts so that the rules about which
// documents a user needs build no schema (docs/decisions/011-first-page-performance.md).

export const VerificationDocumentTypeSchema = z.enum(VERIFICATION_DOCUMENT_TYPES);

/** A user's document as the session carries it (spec §3): `approved_at` is an ISO 8601 UTC instant or null. */
export const VerificationDocumentSchema = z.object({
  document_type: VerificationDocumentTypeSchema,
  approved_at: z.iso.datetime().nullish(),
});
