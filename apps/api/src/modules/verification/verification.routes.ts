import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DocumentFileLinkResponseSchema,
  DocumentListQuerySchema,
  SparseDocumentListResponseSchema,
  DocumentResponseSchema,
  DocumentUploadResponseSchema,
  ERROR_MESSAGES,
  ErrorResponseSchema,
  MessageResponseSchema,
  verificationPaths,
  VerificationSummaryResponseSchema,
} from '@alongside/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { invalid, noFieldErrors, type FieldErrors } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/access';
import * as verification from './verification.service';

const tags = ['verification'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const idParams = z.strictObject({ id: z.string().max(64) });

/** A text field of the upload is at most this long; the longest real one (a document number) is 40. */
const FIELD_MAX_BYTES = 1000;

export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      verificationPaths.verification,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your requirements and their status',
          security: [{ bearer: [] }],
          response: { 200: VerificationSummaryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await verification.getVerificationSummary(ctx, requireAuth(request).user),
      }),
    );

    app.get(
      verificationPaths.documents,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your documents',
          security: [{ bearer: [] }],
          querystring: DocumentListQuerySchema,
          response: { 200: SparseDocumentListResponseSchema, ...errors },
        },
      },
      async (request) => verification.listDocuments(ctx, requireAuth(request).user, request.query),
    );

    app.post(
      verificationPaths.documents,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary:
            'Upload a document (multipart/form-data: document_type, its details, and the file in "file"); it replaces your open document of that type',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 201: DocumentUploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const { document, message } = await verification.uploadDocument(
          ctx,
          user,
          await readDocumentUpload(request),
        );
        return reply.code(201).send({ data: document, message });
      },
    );

    app.get(
      verificationPaths.document,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'One of your documents',
          security: [{ bearer: [] }],
          params: idParams,
          response: { 200: DocumentResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await verification.getDocument(ctx, requireAuth(request).user, request.params.id),
      }),
    );

    app.delete(
      verificationPaths.document,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Remove one of your documents and its file',
          security: [{ bearer: [] }],
          params: idParams,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await verification.removeDocument(ctx, requireAuth(request).user, request.params.id),
      }),
    );

    app.post(
      verificationPaths.documentFileLink,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: "A link to a document's file that works for 5 minutes (its owner or staff)",
          security: [{ bearer: [] }],
          params: idParams,
          response: { 200: DocumentFileLinkResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await verification.createFileLink(ctx, requireAuth(request).user, request.params.id),
      }),
    );

    app.get(
      verificationPaths.documentFile,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The file behind a short-lived link (the token is the authorisation)',
          params: z.strictObject({ token: z.string().max(400) }),
          response: {
            200: z.unknown().describe('The file as application/pdf, image/jpeg or image/png'),
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
            410: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const file = await verification.readLinkedFile(ctx, request.params.token);
        return (
          reply
            .type(file.type)
            .header('x-content-type-options', 'nosniff')
            // Whatever a file might hold, it runs nothing and loads nothing; only our pages may frame it.
            .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'self'")
            .header('cache-control', 'private, no-store')
            .header('content-disposition', contentDisposition(file.name))
            .send(file.bytes)
        );
      },
    );
  };
}

/** `inline` with an ASCII name for old clients and the UTF-8 name (RFC 6266, RFC 8187). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Reads the multipart upload: every text field once, at most FIELD_MAX_BYTES each, and one file in
 * `file`. Limits answer 422 on the field concerned, never 413 or 500; the file is only held in memory.
 */
async function readDocumentUpload(request: FastifyRequest): Promise<verification.DocumentUpload> {
  if (!request.isMultipart()) throw invalid({ file: [DOCUMENT_MESSAGES.fileMissing] });
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const problems: FieldErrors = noFieldErrors();
  let file: verification.DocumentUpload['file'] = null;
  try {
    const parts = request.parts({
      // Keep the name as sent, so a name with a path is refused rather than quietly cut to its end.
      preservePath: true,
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 12, parts: 13, fieldSize: FIELD_MAX_BYTES },
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
