/**
 * The states of the verification area as data: the API's contract, the database's enums and the
 * rules read these lists, so a state is added in one place.
 */

/** A document waits for review, was approved or was rejected (spec §3). */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** How a document came to be: uploaded by its owner, or made by a passed identity check. */
export const DOCUMENT_SOURCES = ['upload', 'identity_check'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** An online identity check: under way, passed or failed. */
export const IDENTITY_CHECK_STATUSES = ['started', 'passed', 'failed'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** What a person sees for one requirement: nothing sent yet, or the state of its document. */
export const REQUIREMENT_STATUSES = [
  'missing',
  'pending',
  'approved',
  'expiring',
  'expired',
  'rejected',
] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** What the verification audit records: a reviewer's decision, or an identity check's outcome. */
export const VERIFICATION_ACTIONS = [
  'approved',
  'rejected',
  'identity_check_passed',
  'identity_check_failed',
] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];
