import {
  EmptyBodySchema,
  JobActionResponseSchema,
  JobBoardQuerySchema,
  JobBodySchema,
  JobListQuerySchema,
  JobOpeningBodySchema,
  jobPaths,
  JobReplaceBodySchema,
  JobResponseSchema,
  JobViewResponseSchema,
  SparseJobBoardResponseSchema,
  SparseJobListResponseSchema,
  type OwnerJobAction,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS, ID_PARAMS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import * as board from './job-board.service';
import { assertWithinJobLimits } from './jobs.limits';
import * as jobs from './jobs.service';

const tags = ['jobs'];

/** The moves of the lifecycle table a client makes, each a route of its own; publish and reopen take `open_days`. */
const MOVES: { move: OwnerJobAction; summary: string; opens: boolean }[] = [
  { move: 'publish', summary: 'Publish a draft: workers who match it can apply', opens: true },
  { move: 'pause', summary: 'Pause an open job: workers no longer see it', opens: false },
  { move: 'resume', summary: 'Open a paused job again', opens: false },
  { move: 'close', summary: 'Close a job', opens: false },
  { move: 'reopen', summary: 'Open a closed or expired job again, with a new closing date', opens: true },
];

/**
 * Jobs (issue #21, decision 033): a client's drafts saved step by step, published, paused, closed,
 * reopened and posted again; and for a worker, the open jobs that match them.
 */
export function jobsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      jobPaths.jobs,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary:
            'A client: your jobs, with the count in each state. A worker: the open jobs that match you',
          security: BEARER,
          querystring: JobListQuerySchema,
          response: { 200: SparseJobListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => jobs.listJobs(ctx, requireAuth(request).user, request.query),
    );

    for (const [path, sort, summary] of [
      [jobPaths.recent, '-published_at', 'The newest open jobs that match you (workers)'],
      [jobPaths.recommended, 'best_match', 'The open jobs that suit you best, with the reasons (workers)'],
    ] as const) {
      app.get(
        path,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary,
            security: BEARER,
            querystring: JobBoardQuerySchema,
            response: { 200: SparseJobBoardResponseSchema, ...ERROR_ANSWERS },
          },
        },
        async (request) => board.listJobBoard(ctx, requireAuth(request).user, request.query, sort),
      );
    }

    app.post(
      jobPaths.jobs,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Start a job as a draft',
          security: BEARER,
          body: JobBodySchema,
          response: { 201: JobResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinJobLimits(ctx, 'post', request.ip, user.id);
        const data = await jobs.createJob(ctx, user, request.body);
        return reply.code(201).send({ data });
      },
    );

    app.get(
      jobPaths.job,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your job; for a worker, an open job and how you match it',
          security: BEARER,
          params: ID_PARAMS,
          response: { 200: JobViewResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({ data: await jobs.getJob(ctx, requireAuth(request).user, request.params.id) }),
    );

    app.put(
      jobPaths.job,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Replace every detail of a draft, an open or a paused job',
          security: BEARER,
          params: ID_PARAMS,
          body: JobReplaceBodySchema,
          response: { 200: JobResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({
        data: await jobs.updateJob(ctx, requireAuth(request).user, request.params.id, request.body),
      }),
    );

    app.patch(
      jobPaths.job,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Change some details of a draft, an open or a paused job',
          security: BEARER,
          params: ID_PARAMS,
          body: JobBodySchema,
          response: { 200: JobResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({
        data: await jobs.updateJob(ctx, requireAuth(request).user, request.params.id, request.body),
      }),
    );

    app.delete(
      jobPaths.job,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Delete a draft',
          security: BEARER,
          params: ID_PARAMS,
          response: { 200: JobResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({ data: await jobs.deleteJob(ctx, requireAuth(request).user, request.params.id) }),
    );

    for (const { move, summary, opens } of MOVES) {
      app.post(
        `${jobPaths.job}/${move}`,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary,
            security: BEARER,
            params: ID_PARAMS,
            body: opens ? JobOpeningBodySchema.optional() : EmptyBodySchema.optional(),
            response: { 200: JobActionResponseSchema, ...ERROR_ANSWERS },
          },
        },
        async (request) =>
          jobs.actOnJob(ctx, requireAuth(request).user, request.params.id, {
            action: move,
            ...(request.body && 'open_days' in request.body ? { open_days: request.body.open_days } : {}),
          }),
      );
    }

    app.post(
      `${jobPaths.job}/repost`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Post a filled, closed or expired job again, as a new draft',
          security: BEARER,
          params: ID_PARAMS,
          body: EmptyBodySchema.optional(),
          response: { 201: JobResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinJobLimits(ctx, 'post', request.ip, user.id);
        const data = await jobs.repostJob(ctx, user, request.params.id);
        return reply.code(201).send({ data });
      },
    );
  };
}
