import { z } from 'zod';
import { AustralianStateSchema } from '../shared/australian-states.schemas';
import { singleLineText } from '../shared/text.schemas';
import { CalendarDateSchema } from '../profiles/profile.schemas';
import { isValidAbn, normaliseAbn } from './abn';
import { DOCUMENT_REQUIREMENTS, type DocumentField } from './document-requirements';
import type { VerificationDocumentType } from './required-documents';

export const DOCUMENT_DETAIL_MESSAGES = {
  documentNumberFormat: 'Use only letters, numbers, spaces and dashes.',
  abnInvalid: 'Enter a valid ABN: the 11 digits shown on the ABN register.',
  notAsked: 'This document does not ask for this.',
  issuedInFuture: 'The date issued cannot be in the future.',
  expiryBeforeIssue: 'The expiry date must be after the date issued.',
  expired: 'This document has expired. Upload a current one.',
} as const;

const REQUIRED_MESSAGES: Readonly<Record<DocumentField, string>> = {
  document_number: 'Enter the document number.',
  abn: 'Enter your ABN.',
  issuing_state: 'Choose the state or territory that issued it.',
  issued_on: 'Enter the date it was issued.',
  expires_on: 'Enter the expiry date.',
};

export const DocumentNumberSchema = singleLineText('the document number', 40).pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { message: DOCUMENT_DETAIL_MESSAGES.documentNumberFormat }),
);

/** An ABN as typed ("51 824 753 556"), stored as its 11 digits once the checksum holds. */
export const AbnSchema = singleLineText('your ABN', 20)
  .refine(isValidAbn, { message: DOCUMENT_DETAIL_MESSAGES.abnInvalid })
  .transform((value) => normaliseAbn(value)!);

/** The details that come with a document; which of them a type needs is checked by `checkDocumentDetails`. */
export const DocumentDetailsSchema = z.strictObject({
  document_number: DocumentNumberSchema.optional(),
  abn: AbnSchema.optional(),
  issuing_state: AustralianStateSchema.optional(),
  issued_on: CalendarDateSchema.optional(),
  expires_on: CalendarDateSchema.optional(),
});
export type DocumentDetailsInput = z.input<typeof DocumentDetailsSchema>;
export type DocumentDetails = z.output<typeof DocumentDetailsSchema>;

/**
 * The rules a document's details must meet for its type, on the day `today` (YYYY-MM-DD, Australian
 * time): every required field is there, no field the type does not ask for, not issued in the future,
 * an expiry after the issue date and not already past. Returns the first message per field; empty when
 * all is well.
 */
export function checkDocumentDetails(
  type: VerificationDocumentType,
  details: DocumentDetails,
  today: string,
): Partial<Record<DocumentField, string>> {
  const requirement = DOCUMENT_REQUIREMENTS[type];
  const asked = new Set<DocumentField>([...requirement.required, ...requirement.optional]);
  const errors: Partial<Record<DocumentField, string>> = {};
  for (const field of Object.keys(details) as DocumentField[]) {
    if (details[field] !== undefined && !asked.has(field)) errors[field] = DOCUMENT_DETAIL_MESSAGES.notAsked;
  }
  for (const field of requirement.required) {
    if (details[field] === undefined) errors[field] = REQUIRED_MESSAGES[field];
  }
  const { issued_on, expires_on } = details;
  if (issued_on && !errors.issued_on && issued_on > today) {
    errors.issued_on = DOCUMENT_DETAIL_MESSAGES.issuedInFuture;
  }
  if (expires_on && !errors.expires_on) {
    if (issued_on && expires_on <= issued_on) errors.expires_on = DOCUMENT_DETAIL_MESSAGES.expiryBeforeIssue;
    else if (expires_on < today) errors.expires_on = DOCUMENT_DETAIL_MESSAGES.expired;
  }
  return errors;
}

export function documentRequiredMessage(field: DocumentField): string {
  return REQUIRED_MESSAGES[field];
}
