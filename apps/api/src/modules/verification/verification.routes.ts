import {
  DOCUMENT_MAX_BYTES,
  DocumentFileLinkResponseSchema,
  DocumentListQuerySchema,
  SparseDocumentListResponseSchema,
  DocumentResponseSchema,
  DocumentUploadResponseSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  verificationPaths,
  VerificationSummaryResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { readSingleFileUpload } from '../../lib/multipart-upload';
import { sendPrivateFile } from '../../lib/private-file-reply';
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
          await readSingleFileUpload(request, { maxBytes: DOCUMENT_MAX_BYTES, maxFields: 12 }),
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
        return sendPrivateFile(reply, file);
      },
    );
  };
}
