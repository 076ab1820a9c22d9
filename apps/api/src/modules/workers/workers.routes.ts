import {
  ErrorResponseSchema,
  WorkerProfileResponseSchema,
  WorkerSearchQuerySchema,
  WorkerSearchResponseSchema,
  workerPaths,
} from '@alongside/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { readWithSession } from '../../plugins/access';
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

/**
 * Sends JSON text the service wrote out itself, checked part by part against the route's response
 * schema (decision 022); Fastify passes JSON text through as it is, and the route's typed reply,
 * which takes objects only, is set aside here alone.
 */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

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
          response: { 200: WorkerSearchResponseSchema, ...errors, 422: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        return sendJsonText(
          reply,
          await workers.listWorkers(
            ctx,
            readWithSession(request, workers.sessionWithSearcher),
            request.query,
          ),
        );
      },
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
          summary: 'A person the caller has a reason to see',
          security,
          params,
          response: { 200: WorkerProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await workers.getUserDetails(
          ctx,
          readWithSession(request, workers.sessionWithSearcher),
          request.params.id,
        ),
      }),
    );
  };
}
