import {
  EmptyBodySchema,
  REQUEST_MESSAGES,
  REQUEST_MOVES,
  RequestBodySchema,
  RequestListQuerySchema,
  SparseRequestListResponseSchema,
  RequestResponseSchema,
  requestPaths,
  type RequestMove,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS, ID_PARAMS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import { assertWithinJobLimits } from './jobs.limits';
import * as requests from './requests.service';

const tags = ['requests'];

const SUMMARIES: Record<RequestMove, string> = {
  accept: 'Accept a request (the worker it was sent to)',
  decline: 'Decline a request (the worker it was sent to)',
  cancel: 'Cancel a request while it waits (the client who sent it)',
};

/**
 * Requests (issue #21, decision 033): a client asks one worker for support or invites them to apply
 * to an open job; the worker accepts or declines; the client may cancel; unanswered, it expires.
 */
export function requestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      requestPaths.requests,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary:
            'The requests you sent (clients) or received (workers), newest first, with the count in each state',
          security: BEARER,
          querystring: RequestListQuerySchema,
          response: { 200: SparseRequestListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => requests.listRequests(ctx, requireAuth(request).user, request.query),
    );

    app.post(
      requestPaths.requests,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Ask a worker for support, or invite them to apply to one of your open jobs (clients)',
          security: BEARER,
          body: RequestBodySchema,
          response: { 201: RequestResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinJobLimits(ctx, 'request', request.ip, user.id);
        const data = await requests.sendRequest(ctx, user, request.body);
        return reply.code(201).send({ data, message: REQUEST_MESSAGES.sent });
      },
    );

    for (const move of REQUEST_MOVES) {
      app.post(
        `${requestPaths.request}/${move}`,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary: SUMMARIES[move],
            security: BEARER,
            params: ID_PARAMS,
            body: EmptyBodySchema.optional(),
            response: { 200: RequestResponseSchema, ...ERROR_ANSWERS },
          },
        },
        async (request) => requests.moveRequest(ctx, requireAuth(request).user, request.params.id, move),
      );
    }
  };
}
