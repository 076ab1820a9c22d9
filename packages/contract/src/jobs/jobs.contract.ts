import {
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
  type JobAction,
} from '@alongside/domain';
import { z } from 'zod';
import { PageMetaSchema, paginationQuery } from '../shared/pagination';

export const jobPaths = {
  /** POST: start a job as a draft (clients). */
  jobs: '/api/jobs',
  /** GET: the caller's own jobs, by state ("My jobs"). */
  myJobs: '/api/my-jobs',
  /** GET, PATCH, DELETE: one job. */
  job: '/api/jobs/:id',
  /** POST `{ action }`: publish, pause, resume, close or reopen, as the lifecycle table allows. */
  jobActions: '/api/jobs/:id/actions',
  /** POST: a new draft with the details of a job that is over. */
  repost: '/api/jobs/:id/repost',
} as const;

export function jobPath(id: string): string {
  return jobPaths.job.replace(':id', encodeURIComponent(id));
}
export function jobActionsPath(id: string): string {
  return jobPaths.jobActions.replace(':id', encodeURIComponent(id));
}
export function jobRepostPath(id: string): string {
  return jobPaths.repost.replace(':id', encodeURIComponent(id));
}

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

/** `POST /api/jobs/:id/actions`. `open_days` applies to publish and reopen: the job closes that many days later. */
export const JobActionBodySchema = z.strictObject({
  action: z.enum(OWNER_JOB_ACTIONS, { error: `Choose one of ${OWNER_JOB_ACTIONS.join(', ')}.` }),
  open_days: JobOpenDaysSchema.optional(),
});
export type JobActionBody = z.input<typeof JobActionBodySchema>;

/** Where a job is, as everyone who may see the job sees it: the suburb, never the street. */
export const JobPlaceSchema = z.object({
  suburb: z.string(),
  state: AustralianStateSchema,
  postcode: z.string(),
});

/** A job as its owner sees it. */
export const JobSchema = z.object({
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
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobResponseSchema = z.object({ data: JobSchema });
export type JobResponse = z.infer<typeof JobResponseSchema>;

export const JobActionResponseSchema = z.object({ data: JobSchema, message: z.string() });
export type JobActionResponse = z.infer<typeof JobActionResponseSchema>;

export const MY_JOBS_SORTS = ['-updated_at', '-created_at', 'closes_at'] as const;
export const MY_JOBS_PAGE_LIMIT = { default: 20, max: 50 } as const;

/** `GET /api/my-jobs`: the caller's jobs, one state or all; the last changed first by default. */
export const MyJobsQuerySchema = z
  .strictObject({
    'filter[state]': z.enum(JOB_STATES, { error: `Choose a state: ${JOB_STATES.join(', ')}.` }),
    sort: z.enum(MY_JOBS_SORTS, { error: `Sort by ${MY_JOBS_SORTS.join(', ')}.` }),
    ...paginationQuery(MY_JOBS_PAGE_LIMIT.default, MY_JOBS_PAGE_LIMIT.max),
  })
  .partial({ 'filter[state]': true, sort: true });
export type MyJobsQueryInput = z.input<typeof MyJobsQuerySchema>;
export type MyJobsQuery = z.output<typeof MyJobsQuerySchema>;

export const MyJobsResponseSchema = z.object({
  data: z.array(JobSchema),
  meta: PageMetaSchema.extend({
    /** How many of the caller's jobs are in each state, for the tabs. */
    counts: z.record(z.enum(JOB_STATES), z.number()),
  }),
});
export type MyJobsResponse = z.infer<typeof MyJobsResponseSchema>;
