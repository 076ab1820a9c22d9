import {
  InvitationNoteSchema,
  JobScheduleSchema,
  REQUEST_KINDS,
  REQUEST_STATES,
  RequestMessageSchema,
  RequestServicesSchema,
  type RequestAction,
} from '@alongside/domain';
import { z } from 'zod';
import { fieldsOf, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';
import { JobPlaceSchema } from './jobs.contract';

/** The moves on a request: the worker accepts or declines, the client cancels while it waits. */
export const REQUEST_MOVES = ['accept', 'decline', 'cancel'] as const satisfies readonly RequestAction[];
export type RequestMove = (typeof REQUEST_MOVES)[number];

export const REQUEST_MESSAGES = {
  clientsOnly: 'Only people looking for support send requests to workers.',
  workerUnknown: 'Choose a worker you found in the search.',
  addressUnknown: 'Choose one of your addresses.',
  jobUnknown: 'Choose one of your open jobs.',
  duplicate: 'You have already asked this worker. Wait for their answer, or cancel that request first.',
  expired: 'This request has expired: it waited 7 days without an answer.',
  refused: (move: RequestMove, state: string) => `You cannot ${move} a request that is ${state}.`,
  sent: 'Your request is sent. We will tell you when they answer; it waits 7 days.',
  action: {
    accept: 'You accepted the request. The client is told.',
    decline: 'You declined the request. The client is told kindly.',
    cancel: 'Your request is cancelled.',
  },
} as const;

const WorkerIdSchema = z
  .string({ error: REQUEST_MESSAGES.workerUnknown })
  .uuid({ message: REQUEST_MESSAGES.workerUnknown });

/**
 * `POST /api/requests`: ask one worker for support (the services, when, which of your addresses and
 * a message), or invite them to apply to one of your open jobs (a note is optional).
 */
export const RequestBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('support'),
      worker_id: WorkerIdSchema,
      services: RequestServicesSchema,
      schedule: JobScheduleSchema,
      address_id: z
        .string({ error: REQUEST_MESSAGES.addressUnknown })
        .uuid({ message: REQUEST_MESSAGES.addressUnknown }),
      message: RequestMessageSchema,
    }),
    z.strictObject({
      kind: z.literal('invitation'),
      worker_id: WorkerIdSchema,
      job_id: z.string({ error: REQUEST_MESSAGES.jobUnknown }).uuid({ message: REQUEST_MESSAGES.jobUnknown }),
      message: InvitationNoteSchema.optional(),
    }),
  ],
  { error: 'Choose a request for support or an invitation to a job.' },
);
export type RequestBody = z.input<typeof RequestBodySchema>;
export type RequestInput = z.output<typeof RequestBodySchema>;

const PersonSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
});

/** A request as the client who sent it, or the worker who received it, sees it. */
export const SupportRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  /** As it stands now: a pending request past its 7 days reads `expired`. */
  state: z.enum(REQUEST_STATES),
  client: PersonSchema,
  worker: PersonSchema.extend({ last_initial: z.string() }),
  services: z.array(z.string()),
  schedule: JobScheduleSchema.nullable(),
  place: JobPlaceSchema.nullable(),
  message: z.string(),
  job: z.object({ id: z.string(), title: z.string(), state: z.string() }).nullable(),
  actions: z.array(z.enum(REQUEST_MOVES)),
  sent_at: z.string(),
  answered_at: z.string().nullable(),
  expires_at: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const REQUEST_LIST_MESSAGES = {
  state: `Choose a state: ${REQUEST_STATES.join(', ')}.`,
} as const;

export const REQUEST_PAGE_LIMIT = { default: 20, max: 50 } as const;

/** `GET /api/requests`: one state or all, the newest first. */
export const RequestListQuerySchema = listQuery({
  resource: 'requests',
  filters: { 'filter[state]': z.enum(REQUEST_STATES, { error: REQUEST_LIST_MESSAGES.state }) },
  fields: fieldsOf(SupportRequestSchema),
  limit: REQUEST_PAGE_LIMIT,
});
export type RequestListQueryInput = z.input<typeof RequestListQuerySchema>;
export type RequestListQuery = z.output<typeof RequestListQuerySchema>;

export const RequestListResponseSchema = z.object({
  data: z.array(SupportRequestSchema),
  meta: PageMetaSchema.extend({ counts: z.record(z.enum(REQUEST_STATES), z.number()) }),
});
export type RequestListResponse = z.infer<typeof RequestListResponseSchema>;

/** The list as sent: a request narrowed by `fields[requests]` has only what was asked for. */
export const SparseRequestListResponseSchema = sparseListResponse(
  SupportRequestSchema,
  RequestListResponseSchema.shape.meta,
);
export type SparseRequestListResponse = z.infer<typeof SparseRequestListResponseSchema>;

export const RequestResponseSchema = z.object({ data: SupportRequestSchema, message: z.string() });
export type RequestResponse = z.infer<typeof RequestResponseSchema>;
