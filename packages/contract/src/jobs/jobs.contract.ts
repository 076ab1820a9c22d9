import {
  APPLICATION_STATES,
  AustralianStateSchema,
  JOB_LIFECYCLE,
  JOB_STATES,
  JobDescriptionSchema,
  JobFormStepSchema,
  JobOpenDaysSchema,
  JobPositionsSchema,
  JobPreferencesSchema,
  JobRatesSchema,
  JobScheduleSchema,
  JobServicesSchema,
  JobTitleSchema,
  MAX_JOB_DRAFTS,
  RANGE_OF_WORK_KM,
  SERVICE_CATALOGUE,
  WEEKDAYS,
  JOB_OPEN_DAYS,
  type JobAction,
} from '@alongside/domain';
import { z } from 'zod';
import { LIST_QUERY_MESSAGES, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';
import { commaList, wholeNumberParam } from '../shared/query';
import { MY_JOBS_SORTS, JOB_BOARD_SORTS } from './jobs.calls';

/** The moves a client makes on their job, each `POST /api/jobs/:id/<move>`. */
export const JOB_MOVES = ['publish', 'pause', 'resume', 'close', 'reopen', 'repost'] as const;
export type JobMove = (typeof JOB_MOVES)[number];

/** The texts of the jobs area, shared by the API, the web and the tests. */
export const JOB_MESSAGES = {
  clientsOnly: 'Only people looking for support can post jobs.',
  tooManyDrafts: `You can keep up to ${MAX_JOB_DRAFTS} drafts. Finish or delete one to start another.`,
  addressUnknown: 'Choose one of your addresses.',
  nothingToSave: 'There is nothing to save.',
  notEditable: 'This job can no longer be changed. Post it again to change it.',
  notDeletable: 'Only a draft can be deleted. Close the job instead.',
  notRepostable: 'Only a filled, closed or expired job can be posted again.',
  missingDetails: 'Add the missing details before you publish the job.',
  draftSaved: 'Your draft is saved.',
  deleted: 'The draft is deleted.',
  reposted: 'A new draft with the same details is ready to check and publish.',
  action: {
    publish: 'Your job is published. Workers who match it can now apply.',
    pause: 'Your job is paused: workers cannot see it or apply until you resume it.',
    resume: 'Your job is open again.',
    close: 'Your job is closed.',
    reopen: 'Your job is open again.',
  },
} as const;

/** The actions a client takes on their job (the lifecycle table's `owner` rows). */
export const OWNER_JOB_ACTIONS = (Object.keys(JOB_LIFECYCLE) as JobAction[]).filter(
  (action) => JOB_LIFECYCLE[action].by === 'owner',
) as ('publish' | 'pause' | 'resume' | 'close' | 'reopen')[];
export type OwnerJobAction = (typeof OWNER_JOB_ACTIONS)[number];

/** "You cannot pause a job that is closed." when the table refuses a move. */
export function jobActionRefusedMessage(action: OwnerJobAction, state: string): string {
  return `You cannot ${action} a job that is ${state}.`;
}

const AddressIdSchema = z
  .string({ error: JOB_MESSAGES.addressUnknown })
  .uuid({ message: JOB_MESSAGES.addressUnknown });

/**
 * `POST /api/jobs` and `PATCH /api/jobs/:id`: any of the job's details, so each step of the form
 * saves what it has. `null` clears a title, a place or a schedule. Whether the job may be
 * published is checked by `publish`, not here.
 */
export const JobBodySchema = z
  .strictObject({
    services: JobServicesSchema,
    title: JobTitleSchema.nullable(),
    description: JobDescriptionSchema,
    address_id: AddressIdSchema.nullable(),
    schedule: JobScheduleSchema.nullable(),
    positions: JobPositionsSchema,
    rates: JobRatesSchema,
    preferences: JobPreferencesSchema,
    open_days: JobOpenDaysSchema,
    draft_step: JobFormStepSchema,
  })
  .partial();
export type JobBody = z.input<typeof JobBodySchema>;
export type JobInput = z.output<typeof JobBodySchema>;

/**
 * `POST /api/jobs/:id/publish` and `/reopen`: the job closes `open_days` after (the job's own number
 * when left out). The other moves take no body.
 */
export const JobOpeningBodySchema = z.strictObject({ open_days: JobOpenDaysSchema.optional() });
export type JobOpeningBody = z.input<typeof JobOpeningBodySchema>;

/** `PUT /api/jobs/:id`: every detail, replacing the job's (`null` leaves a title, place or schedule empty). */
export const JobReplaceBodySchema = JobBodySchema.required({
  services: true,
  title: true,
  description: true,
  address_id: true,
  schedule: true,
  positions: true,
  rates: true,
  preferences: true,
  open_days: true,
});
export type JobReplaceBody = z.input<typeof JobReplaceBodySchema>;

/** Where a job is, as everyone who may see the job sees it: the suburb, never the street. */
export const JobPlaceSchema = z.object({
  suburb: z.string(),
  state: AustralianStateSchema,
  postcode: z.string(),
});

/** What a job in a list may have added on request (`include=…`), and worked out (`append=…`). */
export const JOB_INCLUDES = ['client', 'applications_count'] as const;
export const JOB_APPENDS = ['closes_in_days'] as const;
const jobListExtras = {
  /** `include=client`: who posted it, by first name, and the month they joined ("2026-03"). */
  client: z.object({ first_name: z.string(), member_since: z.string() }).optional(),
  /** `include=applications_count`: every application the job has had, in any state. */
  applications_count: z.number().optional(),
  /** `append=closes_in_days`: whole days until an open job closes (0 on its last day); null when not open. */
  closes_in_days: z.number().nullable().optional(),
};

/** A job as its owner sees it. */
export const JobSchema = z.object({
  view: z.literal('owner'),
  id: z.string(),
  state: z.enum(JOB_STATES),
  title: z.string().nullable(),
  description: z.string(),
  services: z.array(z.string()),
  address_id: z.string().nullable(),
  place: JobPlaceSchema.nullable(),
  schedule: JobScheduleSchema.nullable(),
  hours_per_week: z.number().nullable(),
  positions: z.number(),
  rates: JobRatesSchema,
  preferences: JobPreferencesSchema,
  open_days: z.number(),
  draft_step: JobFormStepSchema,
  /** What is still missing before it can be published, by field (empty once it may be). */
  missing: z.record(z.string(), z.string()),
  published_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  reposted_from: z.string().nullable(),
  /** How many applications wait for an answer (null where the answer does not count them). */
  new_applicants: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...jobListExtras,
});
export type Job = z.infer<typeof JobSchema>;

export const JobResponseSchema = z.object({ data: JobSchema });
export type JobResponse = z.infer<typeof JobResponseSchema>;

export const JobActionResponseSchema = z.object({ data: JobSchema, message: z.string() });
export type JobActionResponse = z.infer<typeof JobActionResponseSchema>;

export const JOB_LIST_PAGE_LIMIT = { default: 20, max: 50 } as const;
/** The highest "rate at least" a worker may ask for, in cents ($500.00 an hour). */
export const JOB_BOARD_MAX_RATE_CENTS = 50_000;

export const JOB_LIST_MESSAGES = {
  workersOnly: 'Only support workers look for work among open jobs.',
  state: `Choose a state: ${JOB_STATES.join(', ')}.`,
  services: 'Choose services from the list.',
  distance: `Choose a distance from ${RANGE_OF_WORK_KM.min} to ${RANGE_OF_WORK_KM.max} km.`,
  days: 'Choose days of the week.',
  minRate: `Enter the lowest rate in cents, a whole number from 1 to ${JOB_BOARD_MAX_RATE_CENTS}.`,
  postedWithin: `Choose a number of days from 1 to ${JOB_OPEN_DAYS.max}.`,
  sort: LIST_QUERY_MESSAGES.sort([...MY_JOBS_SORTS, ...JOB_BOARD_SORTS]),
  clientSort: `Sort your jobs by ${MY_JOBS_SORTS.join(', ')}.`,
  workerSort: `Sort jobs by ${JOB_BOARD_SORTS.join(', ')}.`,
} as const;

/** The parameters only a client's list of their own jobs takes, and only a worker's list of open jobs. */
export const CLIENT_JOB_PARAMETERS = ['filter[state]'] as const;
export const WORKER_JOB_PARAMETERS = [
  'filter[distance_km]',
  'filter[days]',
  'filter[min_rate]',
  'filter[posted_within_days]',
] as const;

const workerFilters = {
  'filter[services]': commaList(
    SERVICE_CATALOGUE.map((service) => service.value),
    JOB_LIST_MESSAGES.services,
  ),
  'filter[distance_km]': wholeNumberParam(
    RANGE_OF_WORK_KM.min,
    RANGE_OF_WORK_KM.max,
    JOB_LIST_MESSAGES.distance,
  ),
  'filter[days]': commaList(WEEKDAYS, JOB_LIST_MESSAGES.days),
  'filter[min_rate]': wholeNumberParam(1, JOB_BOARD_MAX_RATE_CENTS, JOB_LIST_MESSAGES.minRate),
  'filter[posted_within_days]': wholeNumberParam(1, JOB_OPEN_DAYS.max, JOB_LIST_MESSAGES.postedWithin),
};

/** What a worker's profile still needs before any job can match them, in the order to add them. */
export const JOB_BOARD_SETUP = ['address', 'travel_range', 'services', 'availability'] as const;
export type JobBoardSetup = (typeof JOB_BOARD_SETUP)[number];

/**
 * A job as a worker sees it: the suburb and the distance, never the street until they are hired;
 * the client by first name. `match_reasons` says why it suits them; `unmet` what they do not meet
 * (a job opened from a link may not match), in plain words. The lists hold open jobs only; the
 * job's own page also shows a worker who applied a job that is no longer open, in its `state`.
 */
export const JobCardSchema = z.object({
  view: z.literal('worker'),
  id: z.string(),
  /** As read now (`jobStateAt`): a job past its closing date reads expired. */
  state: z.enum(JOB_STATES),
  title: z.string(),
  description: z.string(),
  services: z.array(z.string()),
  place: JobPlaceSchema.extend({
    /** The street address (its lines), on the job's page of a worker hired for it only. */
    street: z.string().optional(),
  }),
  distance_km: z.number().nullable(),
  schedule: JobScheduleSchema,
  hours_per_week: z.number(),
  positions: z.number(),
  rates: JobRatesSchema,
  preferences: JobPreferencesSchema,
  client_first_name: z.string(),
  published_at: z.string(),
  closes_at: z.string(),
  match_reasons: z.array(z.string()),
  unmet: z.array(z.string()),
  /**
   * On the job's own page: the worker's application to it that speaks for them
   * (`currentApplication`: the hire, else the one in the running, else the latest), or null.
   */
  my_application: z
    .object({ id: z.string(), state: z.enum(APPLICATION_STATES), created_at: z.string() })
    .nullable()
    .optional(),
  ...jobListExtras,
});
export type JobCard = z.infer<typeof JobCardSchema>;

/** The fields a list of jobs may be narrowed to (`fields[jobs]=id,title`): a client's view and a worker's. */
export const JOB_FIELDS = [
  ...new Set([...Object.keys(JobSchema.shape), ...Object.keys(JobCardSchema.shape)]),
].filter((field) => !(field in jobListExtras)) as Exclude<
  keyof typeof JobSchema.shape | keyof typeof JobCardSchema.shape,
  keyof typeof jobListExtras
>[];

/** What every list of jobs may add and narrow, and its pages. */
const jobListShaping = {
  resource: 'jobs',
  include: JOB_INCLUDES,
  fields: JOB_FIELDS,
  append: JOB_APPENDS,
  limit: JOB_LIST_PAGE_LIMIT,
} as const;

/**
 * `GET /api/jobs`: a client lists their own jobs (`filter[state]`, `filter[services]`, a sort of
 * `MY_JOBS_SORTS`); a worker the open jobs that match them (`filter[services]`, `[distance_km]`,
 * `[days]`, `[min_rate]` in cents, `[posted_within_days]`, a sort of `JOB_BOARD_SORTS`). A
 * parameter meant for the other kind of person answers 400 like any parameter not on the list.
 */
export const JobListQuerySchema = listQuery({
  ...jobListShaping,
  filters: { 'filter[state]': z.enum(JOB_STATES, { error: JOB_LIST_MESSAGES.state }), ...workerFilters },
  sorts: [...MY_JOBS_SORTS, ...JOB_BOARD_SORTS],
});
export type JobListQueryInput = z.input<typeof JobListQuerySchema>;
export type JobListQuery = z.output<typeof JobListQuerySchema>;

/** `GET /api/jobs/recent` and `/recommended`: a worker's filters, in the list's own order. */
export const JobBoardQuerySchema = listQuery({ ...jobListShaping, filters: workerFilters });
export type JobBoardQueryInput = z.input<typeof JobBoardQuerySchema>;
export type JobBoardQuery = z.output<typeof JobBoardQuerySchema>;

/** A client's own jobs, with how many are in each state (for the tabs). */
export const MyJobsResponseSchema = z.object({
  data: z.array(JobSchema),
  meta: PageMetaSchema.extend({ counts: z.record(z.enum(JOB_STATES), z.number()) }),
});
export type MyJobsResponse = z.infer<typeof MyJobsResponseSchema>;

/** The open jobs that match a worker, and what their profile still needs to match any (`setup`). */
export const JobBoardResponseSchema = z.object({
  data: z.array(JobCardSchema),
  meta: PageMetaSchema.extend({ setup: z.array(z.enum(JOB_BOARD_SETUP)) }),
});
export type JobBoardResponse = z.infer<typeof JobBoardResponseSchema>;

export const JobListResponseSchema = z.union([MyJobsResponseSchema, JobBoardResponseSchema]);

/** The answers of the job lists as sent: a record narrowed by `fields[jobs]` has only what was asked for. */
export const SparseJobBoardResponseSchema = sparseListResponse(
  JobCardSchema,
  JobBoardResponseSchema.shape.meta,
);
export type SparseJobBoardResponse = z.infer<typeof SparseJobBoardResponseSchema>;
export const SparseMyJobsResponseSchema = sparseListResponse(JobSchema, MyJobsResponseSchema.shape.meta);
export type SparseMyJobsResponse = z.infer<typeof SparseMyJobsResponseSchema>;
export const SparseJobListResponseSchema = z.union([
  SparseMyJobsResponseSchema,
  SparseJobBoardResponseSchema,
]);
export type SparseJobListResponse = z.infer<typeof SparseJobListResponseSchema>;
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

/**
 * `GET /api/jobs/:id`: the owner's view, or the job as a worker sees it (`view` says which): an open
 * job, or one they applied to in whatever state (`canWorkerSeeJob`).
 */
export const JobViewResponseSchema = z.object({
  data: z.discriminatedUnion('view', [JobSchema, JobCardSchema]),
});
export type JobViewResponse = z.infer<typeof JobViewResponseSchema>;
