import {
  APPLICATION_STATES,
  ApplicationMessageSchema,
  DeclineReasonSchema,
  JobScheduleSchema,
  ProposedRateSchema,
  type ApplicationAction,
} from '@alongside/domain';
import { z } from 'zod';
import { fieldsOf, LIST_QUERY_MESSAGES, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';
import { CardBadgeSchema } from '../workers/workers.contract';
import { JobPlaceSchema } from './jobs.contract';
import { APPLICANT_SORTS } from './applications.calls';

/**
 * The moves on an application, each `POST /api/applications/:id/<move>`. `decline` is the client's
 * "no" to an applicant, or the worker's "no" to an offer (`decline_offer` in the lifecycle table);
 * `accept` is the worker's "yes" to an offer.
 */
export const APPLICATION_MOVES = ['shortlist', 'decline', 'offer', 'accept', 'withdraw'] as const;
export type ApplicationMove = (typeof APPLICATION_MOVES)[number];

/** The lifecycle action a move is for the person making it. */
export function applicationActionOf(move: ApplicationMove, by: 'client' | 'worker'): ApplicationAction {
  if (move === 'accept') return 'accept_offer';
  if (move === 'decline' && by === 'worker') return 'decline_offer';
  return move;
}

/** The move that makes a lifecycle action (the button's route). */
export function applicationMoveOf(action: ApplicationAction): ApplicationMove | null {
  if (action === 'accept_offer') return 'accept';
  if (action === 'decline_offer') return 'decline';
  if (action === 'end') return null;
  return action;
}

/** The texts of applications, shared by the API, the web and the tests. */
export const APPLICATION_MESSAGES = {
  workersOnly: 'Only support workers apply to jobs.',
  ownersOnly: 'Only the person who posted the job sees who applied.',
  notReady: 'Finish your profile and have your checks approved before you apply.',
  duplicate: 'You have already applied to this job. You can follow it under Your applications.',
  filled: 'Every place in this job is already filled.',
  notOpen: (state: string) => `This job is not taking applications: it is ${state}.`,
  refused: (move: ApplicationMove, state: string) =>
    `You cannot ${move} an application that is ${state.replace('_', ' ')}.`,
  applied: 'Your application is sent. We will tell you when the client answers.',
  action: {
    shortlist: 'Added to your shortlist.',
    offer: 'Your offer is sent. We will tell you when they answer.',
    decline: 'The applicant is told kindly that you chose other support.',
    accept_offer: 'You accepted the offer. You are hired for this job.',
    decline_offer: 'You declined the offer. The client is told.',
    withdraw: 'Your application is withdrawn.',
  },
} as const;

export const APPLICATION_LIST_MESSAGES = {
  state: `Choose a state: ${APPLICATION_STATES.join(', ')}.`,
  sort: LIST_QUERY_MESSAGES.sort(APPLICANT_SORTS),
} as const;

/** `POST /api/jobs/:id/applications`: a short message and, if they like, a rate of their own. */
export const ApplyBodySchema = z.strictObject({
  message: ApplicationMessageSchema,
  proposed_rate: ProposedRateSchema.nullable().optional(),
});
export type ApplyBody = z.input<typeof ApplyBodySchema>;

/** `POST /api/applications/:id/decline`: the client may give a reason (kept, never shown word for word). */
export const DeclineBodySchema = z.strictObject({ reason: DeclineReasonSchema.optional() });
export type DeclineBody = z.input<typeof DeclineBodySchema>;

/** What every view of an application shares; `actions` are the moves the caller may make now. */
export const ApplicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  state: z.enum(APPLICATION_STATES),
  message: z.string(),
  proposed_rate: z.number().nullable(),
  actions: z.array(z.enum(APPLICATION_MOVES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** An applicant as the job's client sees them: first name, photo, badges, how they fit. */
export const ApplicantSchema = ApplicationSchema.extend({
  worker: z.object({
    id: z.string(),
    first_name: z.string(),
    last_initial: z.string(),
    avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
    place_city: z.string().nullable(),
    distance_km: z.number().nullable(),
    badges: z.array(CardBadgeSchema),
    match_reasons: z.array(z.string()),
    gaps: z.array(z.string()),
  }),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

/** A worker's own application with the job it is for. */
export const MyApplicationSchema = ApplicationSchema.extend({
  job: z.object({
    id: z.string(),
    title: z.string(),
    state: z.string(),
    place: JobPlaceSchema.nullable(),
    schedule: JobScheduleSchema.nullable(),
    client_first_name: z.string(),
  }),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const APPLICATION_PAGE_LIMIT = { default: 20, max: 50 } as const;

const stateFilter = z.enum(APPLICATION_STATES, { error: APPLICATION_LIST_MESSAGES.state });

/** `GET /api/jobs/:id/applications`: one state or all, best match (default) or newest first. */
export const ApplicantListQuerySchema = listQuery({
  resource: 'applications',
  filters: { 'filter[state]': stateFilter },
  sorts: APPLICANT_SORTS,
  fields: fieldsOf(ApplicantSchema),
  limit: APPLICATION_PAGE_LIMIT,
});
export type ApplicantListQueryInput = z.input<typeof ApplicantListQuerySchema>;
export type ApplicantListQuery = z.output<typeof ApplicantListQuerySchema>;

/** `GET /api/applications`: the worker's applications, the last changed first. */
export const MyApplicationsQuerySchema = listQuery({
  resource: 'applications',
  filters: { 'filter[state]': stateFilter },
  fields: fieldsOf(MyApplicationSchema),
  limit: APPLICATION_PAGE_LIMIT,
});
export type MyApplicationsQueryInput = z.input<typeof MyApplicationsQuerySchema>;
export type MyApplicationsQuery = z.output<typeof MyApplicationsQuerySchema>;

const countsMeta = PageMetaSchema.extend({ counts: z.record(z.enum(APPLICATION_STATES), z.number()) });

export const ApplicantListResponseSchema = z.object({ data: z.array(ApplicantSchema), meta: countsMeta });
export type ApplicantListResponse = z.infer<typeof ApplicantListResponseSchema>;

export const MyApplicationsResponseSchema = z.object({
  data: z.array(MyApplicationSchema),
  meta: countsMeta,
});
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponseSchema>;

/** The two lists as sent: a record narrowed by `fields[applications]` has only what was asked for. */
export const SparseApplicantListResponseSchema = sparseListResponse(ApplicantSchema, countsMeta);
export type SparseApplicantListResponse = z.infer<typeof SparseApplicantListResponseSchema>;
export const SparseMyApplicationsResponseSchema = sparseListResponse(MyApplicationSchema, countsMeta);
export type SparseMyApplicationsResponse = z.infer<typeof SparseMyApplicationsResponseSchema>;

export const ApplicationResponseSchema = z.object({ data: ApplicationSchema, message: z.string() });
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;
