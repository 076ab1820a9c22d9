import {
  APPLICATION_MESSAGES,
  APPLICATION_MOVES,
  ApplicantListQuerySchema,
  SparseApplicantListResponseSchema,
  ApplicationResponseSchema,
  ApplyBodySchema,
  DeclineBodySchema,
  EmptyBodySchema,
  MyApplicationsQuerySchema,
  SparseMyApplicationsResponseSchema,
  applicationPaths,
  type ApplicationMove,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS, ID_PARAMS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import * as applications from './applications.service';
import { assertWithinJobLimits } from './jobs.limits';

const tags = ['applications'];

const SUMMARIES: Record<ApplicationMove, string> = {
  shortlist: 'Shortlist an applicant (the job’s client)',
  decline: 'Decline an applicant, with a reason kept for you (the client); or decline an offer (the worker)',
  offer: 'Send an applicant an offer (the job’s client)',
  accept: 'Accept an offer: you are hired (the worker)',
  withdraw: 'Withdraw your application, until you are hired (the worker)',
};

/**
 * Applications (issue #21, decision 033): a worker applies to an open job; its client shortlists,
 * declines or offers; the worker accepts or declines the offer, or withdraws.
 */
export function applicationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      applicationPaths.jobApplications,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Apply to an open job (workers with a complete, verified profile)',
          security: BEARER,
          params: ID_PARAMS,
          body: ApplyBodySchema,
          response: { 201: ApplicationResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinJobLimits(ctx, 'apply', request.ip, user.id);
        const data = await applications.applyToJob(ctx, user, request.params.id, request.body);
        return reply.code(201).send({ data, message: APPLICATION_MESSAGES.applied });
      },
    );

    app.get(
      applicationPaths.jobApplications,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'The applicants of your job, best match or newest first, with the count in each state',
          security: BEARER,
          params: ID_PARAMS,
          querystring: ApplicantListQuerySchema,
          response: { 200: SparseApplicantListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) =>
        applications.listApplicants(ctx, requireAuth(request).user, request.params.id, request.query),
    );

    app.get(
      applicationPaths.applications,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your applications and their states (workers)',
          security: BEARER,
          querystring: MyApplicationsQuerySchema,
          response: { 200: SparseMyApplicationsResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => applications.listMyApplications(ctx, requireAuth(request).user, request.query),
    );

    for (const move of APPLICATION_MOVES) {
      app.post(
        `${applicationPaths.application}/${move}`,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary: SUMMARIES[move],
            security: BEARER,
            params: ID_PARAMS,
            body: move === 'decline' ? DeclineBodySchema.optional() : EmptyBodySchema.optional(),
            response: { 200: ApplicationResponseSchema, ...ERROR_ANSWERS },
          },
        },
        async (request) =>
          applications.moveApplication(
            ctx,
            requireAuth(request).user,
            request.params.id,
            move,
            request.body && 'reason' in request.body ? request.body.reason : undefined,
          ),
      );
    }
  };
}
