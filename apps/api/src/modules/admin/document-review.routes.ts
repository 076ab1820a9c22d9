import {
  AdminDocumentListQuerySchema,
  AdminDocumentResponseSchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
  ErrorResponseSchema,
  ApproveBodySchema,
  RejectBodySchema,
  adminVerificationPaths,
  SparseAdminDocumentListResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as review from './document-review.service';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
// Any text: a malformed id answers 404 like a missing document (the service checks it).
const params = z.strictObject({ id: z.string().max(100) });

/** The staff review queue (decision 017): every route answers 403 to anyone without a staff role. */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      adminVerificationPaths.documents,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Documents waiting for review (oldest first), or decided ones by status',
          security,
          querystring: AdminDocumentListQuerySchema,
          response: { 200: SparseAdminDocumentListResponseSchema, ...errors },
        },
      },
      async (request) => review.listReviewDocuments(ctx, request.query),
    );

    app.get(
      adminVerificationPaths.document,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'One document with its owner and the decisions on it',
          security,
          params,
          response: { 200: AdminDocumentResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await review.getReviewDocument(ctx, request.params.id) }),
    );

    app.post(
      adminVerificationPaths.approve,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Approve a pending document',
          security,
          params,
          body: ApproveBodySchema,
          response: {
            200: AdminDocumentResponseSchema,
            ...errors,
            409: ErrorResponseSchema,
            422: ErrorResponseSchema,
          },
        },
      },
      async (request) => ({
        data: await review.approveDocument(
          ctx,
          requireAuth(request).user,
          request.params.id,
          request.body?.uploaded_at,
        ),
      }),
    );

    app.post(
      adminVerificationPaths.reject,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Reject a pending document with the reason its owner sees',
          security,
          params,
          body: RejectBodySchema,
          response: {
            200: AdminDocumentResponseSchema,
            ...errors,
            409: ErrorResponseSchema,
            422: ErrorResponseSchema,
          },
        },
      },
      async (request) => ({
        data: await review.rejectDocument(
          ctx,
          requireAuth(request).user,
          request.params.id,
          request.body.reason,
          request.body.uploaded_at,
        ),
      }),
    );

    app.get(
      adminVerificationPaths.audit,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Every verification decision, newest first',
          security,
          querystring: AuditListQuerySchema,
          response: { 200: AuditListResponseSchema, ...errors },
        },
      },
      async (request) => review.listAudit(ctx, request.query),
    );
  };
}
