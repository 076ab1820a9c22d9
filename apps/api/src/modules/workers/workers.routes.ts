import {
  ErrorResponseSchema,
  UserDetailsResponseSchema,
  WorkerProfileResponseSchema,
  WorkerSearchQuerySchema,
  SparseWorkerSearchResponseSchema,
  workerPaths,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { readWithSession } from '../../plugins/access';
import { areConnected } from '../jobs/connections.service';
import * as workers from './workers.service';

const tags = ['workers'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
// Any text: a malformed id answers 404 like a missing worker (the service checks it).
const params = z.strictObject({ id: z.string().max(100) });

/** Worker search, a worker's profile and user details (issue #6, decision 018). */
export function workersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      workerPaths.workers,
      {
        config: { access: 'signed-in', sessionRead: workers.sessionWithSearcher },
        schema: {
          tags,
          summary: 'Workers who match the client both ways, near a place (clients only)',
          security,
          querystring: WorkerSearchQuerySchema,
          response: { 200: SparseWorkerSearchResponseSchema, ...errors, 422: ErrorResponseSchema },
        },
      },
      async (request) =>
        workers.listWorkers(ctx, readWithSession(request, workers.sessionWithSearcher), request.query),
    );

    app.get(
      workerPaths.worker,
      {
        config: { access: 'signed-in', sessionRead: workers.sessionWithSearcher },
        schema: {
          tags,
          summary: "A worker's profile as clients see it (clients only)",
          security,
          params,
          response: { 200: WorkerProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await workers.getWorkerProfile(
          ctx,
          readWithSession(request, workers.sessionWithSearcher),
          request.params.id,
        ),
      }),
    );

    app.get(
      workerPaths.userDetails,
      {
        config: { access: 'signed-in', sessionRead: workers.sessionWithSearcher },
        schema: {
          tags,
          summary:
            'A person the caller has a reason to see: a worker they could find or dealt with, a client they dealt with',
          security,
          params,
          response: { 200: UserDetailsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await workers.getUserDetails(
          ctx,
          readWithSession(request, workers.sessionWithSearcher),
          request.params.id,
          (clientId, workerId) => areConnected(ctx.db, clientId, workerId),
        ),
      }),
    );
  };
}
