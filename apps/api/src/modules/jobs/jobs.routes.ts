import {
  EmptyBodySchema,
  ErrorResponseSchema,
  JobActionBodySchema,
  JobActionResponseSchema,
  JobBodySchema,
  JobBoardQuerySchema,
  JobBoardResponseSchema,
  JobCardResponseSchema,
  jobPaths,
  JobResponseSchema,
  MyJobsQuerySchema,
  MyJobsResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as board from './job-board.service';
import * as jobs from './jobs.service';

const tags = ['jobs'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
// Any text: a malformed id answers 404 like a missing job (the service checks it).
const params = z.strictObject({ id: z.string().max(100) });

/**
 * A client's jobs (drafts saved step by step, published, paused, closed, reopened and posted again),
 * and the job board where workers find the open jobs that match them.
 */
export function jobsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      jobPaths.myJobs,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your jobs, with how many are in each state',
          security,
          querystring: MyJobsQuerySchema,
          response: { 200: MyJobsResponseSchema, ...errors },
        },
      },
      async (request) => jobs.listMyJobs(ctx, requireAuth(request).user, request.query),
    );

    app.post(
      jobPaths.jobs,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Start a job as a draft',
          security,
          body: JobBodySchema,
          response: { 201: JobResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await jobs.createJob(ctx, requireAuth(request).user, request.body);
        return reply.code(201).send({ data });
      },
    );

    app.get(
      jobPaths.job,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'One of your jobs',
          security,
          params,
          response: { 200: JobResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await jobs.getJob(ctx, requireAuth(request).user, request.params.id) }),
    );

    app.patch(
      jobPaths.job,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Change a draft, an open or a paused job',
          security,
          params,
          body: JobBodySchema,
          response: { 200: JobResponseSchema, ...errors },
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
          security,
          params,
          response: { 200: JobResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await jobs.deleteJob(ctx, requireAuth(request).user, request.params.id) }),
    );

    app.post(
      jobPaths.jobActions,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Publish, pause, resume, close or reopen a job',
          security,
          params,
          body: JobActionBodySchema,
          response: { 200: JobActionResponseSchema, ...errors },
        },
      },
      async (request) => jobs.actOnJob(ctx, requireAuth(request).user, request.params.id, request.body),
    );

    app.post(
      jobPaths.repost,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Post a filled, closed or expired job again, as a new draft',
          security,
          params,
          body: EmptyBodySchema.optional(),
          response: { 201: JobResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await jobs.repostJob(ctx, requireAuth(request).user, request.params.id);
        return reply.code(201).send({ data });
      },
    );

    app.get(
      jobPaths.board,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'The open jobs that match you (workers)',
          security,
          querystring: JobBoardQuerySchema,
          response: { 200: JobBoardResponseSchema, ...errors },
        },
      },
      async (request) => board.listJobBoard(ctx, requireAuth(request).user, request.query),
    );

    app.get(
      jobPaths.boardJob,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'An open job, and how you match it (workers)',
          security,
          params,
          response: { 200: JobCardResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await board.getBoardJob(ctx, requireAuth(request).user, request.params.id),
      }),
    );
  };
}
