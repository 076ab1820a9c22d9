import {
  DOCUMENT_FILE_NAME_MAX,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from '@alongside/contract';
import {
  checkDocumentDetails,
  DOCUMENT_REQUIREMENTS,
  DocumentDetailsSchema,
  documentRequiredMessage,
  type DocumentDetails,
  type DocumentField,
  type VerificationDocumentType,
} from '@alongside/domain';
import { z } from 'zod';

/** The fields in the order the form shows them (the first with an error takes the focus). */
const FIELD_ORDER: readonly DocumentField[] = [
  'issuing_state',
  'document_number',
  'abn',
  'issued_on',
  'expires_on',
];

/** What the form holds: text for every field (only the ones the type asks for are shown), and the file. */
export interface DocumentFormValues {
  document_number: string;
  abn: string;
  issuing_state: string;
  issued_on: string;
  expires_on: string;
  file: File | null;
}

export interface DocumentFormOutput {
  details: DocumentDetails;
  file: File | null;
}

/** The fields a type asks for, in the order of the form, each marked required or not. */
export function documentFormFields(
  type: VerificationDocumentType,
): { field: DocumentField; required: boolean }[] {
  const { required, optional } = DOCUMENT_REQUIREMENTS[type];
  return FIELD_ORDER.filter((field) => required.includes(field) || optional.includes(field)).map((field) => ({
    field,
    required: required.includes(field),
  }));
}

export const ACCEPTED_FILE_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

/** What the browser can tell before uploading; the server reads the bytes again (decision 017). */
export function fileProblem(file: File | null): string | null {
  if (!file) return DOCUMENT_MESSAGES.fileMissing;
  const name = file.name.toLowerCase();
  const typeKnown = (DOCUMENT_FILE_TYPES as readonly string[]).includes(file.type);
  const nameKnown = ACCEPTED_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!nameKnown || (file.type !== '' && !typeKnown)) return DOCUMENT_MESSAGES.fileNotAllowed;
  if (file.size === 0) return DOCUMENT_MESSAGES.fileEmpty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.fileTooLarge;
  if (file.name.length > DOCUMENT_FILE_NAME_MAX) return DOCUMENT_MESSAGES.fileNameInvalid;
  return null;
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The form's schema for one type, built from the domain's: the fields it asks for (a blank optional
 * one is left out), the checks across fields on `today` (YYYY-MM-DD, Australian time), and the file.
 */
export function documentFormSchema(type: VerificationDocumentType, today: string) {
  const requirement = DOCUMENT_REQUIREMENTS[type];
  const shape = Object.fromEntries(
    documentFormFields(type).map(({ field, required }) => {
      const inner = DocumentDetailsSchema.shape[field].unwrap();
      return [
        field,
        required
          ? z
              .string()
              .trim()
              .min(1, { message: documentRequiredMessage(field) })
              .pipe(inner)
          : z.preprocess(blankToUndefined, inner.optional()),
      ];
    }),
  );
  const file = requirement.needsFile
    ? z.custom<File | null>().superRefine((value, context) => {
        const problem = fileProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
    : z.custom<File | null>().transform(() => null);

  return z
    .object({ ...shape, file })
    .superRefine((values, context) => {
      const { file: _file, ...details } = values;
      const problems = checkDocumentDetails(type, details as DocumentDetails, today);
      for (const [field, message] of Object.entries(problems)) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(({ file: chosen, ...details }): DocumentFormOutput => ({
      details: details as DocumentDetails,
      file: chosen,
    })) as unknown as z.ZodType<DocumentFormOutput, DocumentFormValues>;
}
