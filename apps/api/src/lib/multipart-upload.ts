import { DOCUMENT_MESSAGES, ERROR_MESSAGES } from '@alongside/contract';
import type { FastifyRequest } from 'fastify';
import { invalid, noFieldErrors, type FieldErrors } from './http-errors';

/** What a multipart upload held: the text fields as sent, and the file in `file` when there is one. */
export type SingleFileUpload = {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
};

/** A text field of an upload is at most this long, unless the route says otherwise. */
const FIELD_MAX_BYTES = 1000;

/**
 * Reads a multipart upload (a document, a message's attachment): every text field once, at most
 * `fieldMaxBytes` each, and one file in `file` of at most `maxBytes`. Limits answer 422 on the field
 * concerned, never 413 or 500; the file is only held in memory. The file's bytes are checked by the
 * service (`checkDocumentFile`), never its name or stated type.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  options: { maxBytes: number; maxFields: number; fieldMaxBytes?: number },
): Promise<SingleFileUpload> {
  if (!request.isMultipart()) throw invalid({ file: [DOCUMENT_MESSAGES.fileMissing] });
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const problems: FieldErrors = noFieldErrors();
  let file: SingleFileUpload['file'] = null;
  try {
    const parts = request.parts({
      // Keep the name as sent, so a name with a path is refused rather than quietly cut to its end.
      preservePath: true,
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: options.maxFields,
        parts: options.maxFields + 1,
        fieldSize: options.fieldMaxBytes ?? FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          problems[part.fieldname] = [ERROR_MESSAGES.unknownField];
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        // A form with no file chosen still sends the part, with no name and no bytes.
        if (part.filename === '' && bytes.length === 0) continue;
        file = { name: part.filename, bytes };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.valueTruncated) problems[part.fieldname] = ['This field is too long.'];
      else if (part.fieldname in fields) problems[part.fieldname] = ['Send this field once.'];
      else fields[part.fieldname] = value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ file: [DOCUMENT_MESSAGES.fileTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw invalid({ file: ['Upload one file at a time.'] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalid({ body: [ERROR_MESSAGES.unknownField] });
    }
    throw invalid({ file: [DOCUMENT_MESSAGES.fileUnreadable] });
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return { fields, file };
}
