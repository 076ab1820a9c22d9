import {
  AustralianStateSchema,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  DocumentDetailsSchema,
  IDENTITY_CHECK_STATUSES,
  REQUIREMENT_STATUSES,
  VERIFICATION_ACTIONS,
  UserTypeSchema,
  VerificationDocumentTypeSchema,
  multiLineText,
} from '@alongside/domain';
import { z } from 'zod';
import { CHECKED_FILE_MAX_BYTES, CHECKED_FILE_TYPES } from '../shared/checked-files';
import { fieldsOf, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';

/** Documents: PDF, JPEG or PNG read from the bytes, at most 10 MB; names up to 120 characters. */
export const DOCUMENT_MAX_BYTES = CHECKED_FILE_MAX_BYTES;
export const DOCUMENT_FILE_NAME_MAX = 120;
export const DOCUMENT_FILE_TYPES = CHECKED_FILE_TYPES;
/** How long a link to a document's file works. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;
export const REJECTION_REASON_MAX = 500;

export const DOCUMENT_MESSAGES = {
  uploaded: 'Thank you. Our team will check it soon.',
  abnSaved: 'Thank you. Our team will check your ABN soon.',
  removed: 'The document is removed.',
  fileMissing: 'Choose a file to upload.',
  fileNotAllowed: 'Upload a PDF, JPEG or PNG file.',
  fileTooLarge: 'The file must be 10 MB or smaller.',
  fileEmpty: 'The file is empty.',
  fileUnreadable: 'We could not read this file. Upload a clear PDF, JPEG or PNG.',
  fileActiveContent:
    'This file has content we cannot accept, such as scripts. Save it again as a plain PDF, JPEG or PNG.',
  fileNameInvalid: 'Rename the file with letters and numbers only, then upload it again.',
  fileNotAsked: 'This document does not need a file.',
  typeUnknown: 'Choose a document type from the list.',
  typeNotForYou: 'This document is not one you need to provide.',
  typeNotUploadable: 'This is done with the identity check.',
  identityDone: 'Your identity is already checked.',
  decided: 'This document has been reviewed already.',
  changedSinceSeen:
    'The person sent a new version while you were looking. Look at it again before you decide.',
  ownDocument: 'You cannot review your own document.',
  approved: 'The document is approved.',
  rejected: 'The document is rejected and its owner is told why.',
  reasonMissing: 'Tell the person why, so they can fix it.',
  linkExpired: 'This link has expired. Open the document again.',
  identityProviderOff: 'The identity check is not available right now. Please try again later.',
  identityNotSandbox: 'This check is not run by the test service.',
  identityCheckFinished: 'This check has finished already.',
  callbackRefused: 'The callback could not be verified.',
} as const;

/** The multipart text fields of `POST /api/documents` (the file comes in the field `file`). */
export const DocumentUploadFieldsSchema = DocumentDetailsSchema.extend({
  document_type: VerificationDocumentTypeSchema,
});
export type DocumentUploadFields = z.output<typeof DocumentUploadFieldsSchema>;

/** A document as its owner sees it, and as staff see it in the queue. Files never travel here. */
export const DocumentSchema = z.object({
  id: z.string(),
  document_type: VerificationDocumentTypeSchema,
  /** The label for this person (the WWC label follows the issuing state, else their state). */
  label: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  source: z.enum(DOCUMENT_SOURCES),
  document_number: z.string().nullable(),
  abn: z.string().nullable(),
  issuing_state: AustralianStateSchema.nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  file: z.object({ name: z.string(), type: z.enum(DOCUMENT_FILE_TYPES), size: z.number().int() }).nullable(),
  uploaded_at: z.string(),
  reviewed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** Approved, current, and running out within 30 days. */
  expiring: z.boolean(),
  /** Approved but past its expiry date. */
  expired: z.boolean(),
});
export type Document = z.infer<typeof DocumentSchema>;

export const DocumentResponseSchema = z.object({ data: DocumentSchema });
export const DocumentListResponseSchema = z.object({ data: z.array(DocumentSchema), meta: PageMetaSchema });
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

const DOCUMENT_STATUS_MESSAGE = 'Choose pending, approved or rejected.';
const documentStatusFilter = z.enum(DocumentSchema.shape.status.options, { error: DOCUMENT_STATUS_MESSAGE });

/**
 * `GET /api/documents`: the person's documents, the first uploaded first (`sort=-uploaded_at` for the
 * latest first), one status or type or all. A person has a handful, so one page holds them all.
 */
export const DocumentListQuerySchema = listQuery({
  resource: 'documents',
  filters: {
    'filter[status]': documentStatusFilter,
    'filter[document_type]': z.enum(VerificationDocumentTypeSchema.options, {
      error: 'Choose a kind of document from the list.',
    }),
  },
  sorts: ['uploaded_at', '-uploaded_at'],
  fields: fieldsOf(DocumentSchema),
  limit: { default: 50, max: 50 },
});
export type DocumentListQuery = z.output<typeof DocumentListQuerySchema>;
/** The list as sent: a document narrowed by `fields[documents]` has only what was asked for. */
export const SparseDocumentListResponseSchema = sparseListResponse(DocumentSchema, PageMetaSchema);
export type SparseDocumentListResponse = z.infer<typeof SparseDocumentListResponseSchema>;
/** `POST /api/documents` (201): the stored document and what happens next, for the person. */
export const DocumentUploadResponseSchema = DocumentResponseSchema.extend({ message: z.string() });

/** One requirement with its status; `current` is the approved document, `open` the pending or rejected one. */
export const RequirementSchema = z.object({
  document_type: VerificationDocumentTypeSchema,
  label: z.string(),
  required: z.boolean(),
  status: z.enum(REQUIREMENT_STATUSES),
  current: DocumentSchema.nullable(),
  open: DocumentSchema.nullable(),
});
export type Requirement = z.infer<typeof RequirementSchema>;

/** `GET /api/verification`. */
export const VerificationSummarySchema = z.object({
  id_verification_completed: z.boolean(),
  fully_verified: z.boolean(),
  requirements: z.array(RequirementSchema),
});
export const VerificationSummaryResponseSchema = z.object({ data: VerificationSummarySchema });
export type VerificationSummary = z.infer<typeof VerificationSummarySchema>;

export const DocumentFileLinkResponseSchema = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
});

export const IdentityCheckSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(IDENTITY_CHECK_STATUSES),
  /** Where the person goes to do the check (the sandbox stays on /frankieone-verification). */
  redirect_url: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type IdentityCheck = z.infer<typeof IdentityCheckSchema>;
export const IdentityCheckResponseSchema = z.object({ data: IdentityCheckSchema });

export const SandboxResultBodySchema = z.strictObject({
  outcome: z.enum(['pass', 'fail'], { error: 'Choose pass or fail.' }),
});

// Staff

export const DocumentOwnerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: UserTypeSchema,
  date_of_birth: z.string().nullable(),
  place_state_short_name: z.string().nullable(),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_name: z.string(),
  action: z.enum(VERIFICATION_ACTIONS),
  document_id: z.string().nullable(),
  document_type: VerificationDocumentTypeSchema,
  owner_name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const ReviewDocumentSchema = DocumentSchema.extend({
  owner: DocumentOwnerSchema,
  reviewed_by_name: z.string().nullable(),
});
export type ReviewDocument = z.infer<typeof ReviewDocumentSchema>;

export const AdminDocumentListResponseSchema = z.object({
  data: z.array(ReviewDocumentSchema),
  meta: PageMetaSchema,
});
/** The queue as sent: a document narrowed by `fields[documents]` has only what was asked for. */
export const SparseAdminDocumentListResponseSchema = sparseListResponse(ReviewDocumentSchema, PageMetaSchema);
export type SparseAdminDocumentListResponse = z.infer<typeof SparseAdminDocumentListResponseSchema>;

/** The review queue: pending documents (the default), or the decided ones by status. */
export const AdminDocumentListQuerySchema = listQuery({
  resource: 'documents',
  filters: { 'filter[status]': documentStatusFilter },
  fields: fieldsOf(ReviewDocumentSchema),
  limit: { default: 20, max: 100 },
});
export type AdminDocumentListQuery = z.output<typeof AdminDocumentListQuerySchema>;
export const AdminDocumentResponseSchema = z.object({
  data: ReviewDocumentSchema.extend({ history: z.array(AuditEntrySchema) }),
});

/**
 * The upload the reviewer looked at (`uploaded_at` of the document they loaded). A new upload replaces
 * a pending document in place, so a decision naming an older one is refused (409) rather than applied
 * to a file nobody has seen.
 */
const SeenUploadSchema = z.iso.datetime({ error: 'Give the upload time of the document you looked at.' });

export const ApproveBodySchema = z.strictObject({ uploaded_at: SeenUploadSchema.optional() }).nullish();

export const RejectBodySchema = z.strictObject({
  uploaded_at: SeenUploadSchema.optional(),
  reason: multiLineText('the reason', REJECTION_REASON_MAX).pipe(
    z.string().min(1, { message: DOCUMENT_MESSAGES.reasonMissing }),
  ),
});

export const AuditListQuerySchema = listQuery({ resource: 'audit', limit: { default: 50, max: 100 } });
export const AuditListResponseSchema = z.object({ data: z.array(AuditEntrySchema), meta: PageMetaSchema });
