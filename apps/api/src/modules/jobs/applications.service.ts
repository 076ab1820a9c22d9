import {
  APPLICATION_MESSAGES,
  applicationActionOf,
  applicationMoveOf,
  avatarUrl,
  pageMeta,
  type Applicant,
  type ApplicantListQuery,
  type SparseApplicantListResponse,
  type Application,
  type ApplicationMove,
  type ApplicationResponse,
  type MyApplicationsQuery,
  type SparseMyApplicationsResponse,
} from '@alongside/contract';
import {
  APPLICATION_STATES,
  PROFILE_CHECKLIST_LABELS,
  applicantFit,
  applicationActionsFrom,
  applyRequirementsMissing,
  australianDate,
  documentBadge,
  isDocumentCurrent,
  jobStateAt,
  nextApplicationState,
  nextJobState,
  type ApplicationActor,
  type ApplicationState,
  type JobMatchFacts,
  type WorkerJobFacts,
} from '@alongside/domain';
import type { Database } from '../../db/database';
import type { ApplicationRow, JobRow, UserRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { HttpError, forbidden, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { openConversationFrom } from '../chat/conversations.service';
import { assertMayTakeWork } from '../subscription/subscription.service';
import { notify, type NewNotification } from '../notifications/notifications.service';
import { getUser } from '../profiles/profiles.service';
import {
  countApplicationRowsByState,
  countHiredRows,
  endActiveApplicationRows,
  findActiveApplicationRow,
  findApplicationRow,
  insertApplicationRow,
  listRankedApplicantRows,
  listWorkerApplicationRows,
  updateApplicationRow,
  type ApplicantRow,
  type ApprovedDocumentRow,
  type RankedApplicantRow,
} from './applications.repository';
import { placeOf, ratesOf, workerJobFactsOf } from './job-rows';
import { findJobRow, findOwnJobRow, updateJobRow } from './jobs.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'log'>;
type Caller = Pick<UserRow, 'id' | 'user_type' | 'first_name'>;

const JOB = 'Job';
const APPLICATION = 'Application';

const conflict = (message: string) => new HttpError(409, message);

/**
 * `POST /api/jobs/:id/applications`: a worker whose profile is complete and whose checks are all
 * approved applies to an open job, once. A job that is not open refuses with its state (409); a
 * second application while one is in the running answers 409, also when two arrive at once (the
 * unique index decides).
 */
export async function applyToJob(
  ctx: Ctx,
  caller: Caller,
  jobId: string,
  body: { message: string; proposed_rate?: number | null | undefined },
): Promise<Application> {
  if (caller.user_type !== 'worker') throw forbidden(APPLICATION_MESSAGES.workersOnly);
  const visible = isRowId(jobId) ? await findJobRow(ctx.db, jobId) : undefined;
  if (!visible || visible.state === 'draft') throw notFound(JOB);
  const user = await getUser(ctx, caller.id);
  const missing = applyRequirementsMissing({ ...user, has_primary_address: user.address !== null });
  if (missing.length > 0) {
    throw new HttpError(403, APPLICATION_MESSAGES.notReady, {
      requirements: missing.map((item) => PROFILE_CHECKLIST_LABELS[item]),
    });
  }
  await assertMayTakeWork(ctx, caller.id);
  const now = ctx.clock.now();
  try {
    const { row, clientId } = await transaction(ctx, async (tx) => {
      const job = (await findJobRow(tx, jobId, 'share'))!;
      const state = jobStateAt(job.state, job.closes_at, now);
      if (state !== 'open') throw conflict(APPLICATION_MESSAGES.notOpen(state));
      if (await findActiveApplicationRow(tx, jobId, caller.id))
        throw conflict(APPLICATION_MESSAGES.duplicate);
      const inserted = await insertApplicationRow(tx, {
        job_id: jobId,
        worker_id: caller.id,
        message: body.message,
        proposed_rate: body.proposed_rate ?? null,
        created_at: now,
        updated_at: now,
      });
      await notify(tx, job.client_id, now, {
        kind: 'application_received',
        title: `New applicant for ${job.title}`,
        body: `${caller.first_name} applied. Read their message and choose who to shortlist.`,
        link: applicantsLink(job.id),
      });
      return { row: inserted, clientId: job.client_id };
    });
    await openConversationFrom(ctx, caller, clientId, {
      kind: 'application',
      id: row.id,
      job_id: jobId,
      message: row.message,
    });
    return toApplication(row, 'worker');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(APPLICATION_MESSAGES.duplicate);
    throw error;
  }
}

/**
 * `POST /api/applications/:id/<move>`: the job's client shortlists, offers or declines; the worker
 * accepts or declines an offer, or withdraws. The lifecycle table decides (409 otherwise). Every
 * move takes the job's row first, so an acceptance counts the positions alone: when the last one is
 * filled, the job is filled and the others still waiting are told.
 */
export async function moveApplication(
  ctx: Ctx,
  caller: Caller,
  id: string,
  move: ApplicationMove,
  reason?: string,
): Promise<ApplicationResponse> {
  if (!isRowId(id)) throw notFound(APPLICATION);
  const found = await findApplicationRow(ctx.db, id);
  const actor = found && actorOf(found, caller.id);
  if (!found || !actor) throw notFound(APPLICATION);
  const now = ctx.clock.now();
  const action = applicationActionOf(move, actor);
  const row = await transaction(ctx, async (tx) => {
    const job = (await findJobRow(tx, found.job.id, 'update'))!;
    const { application } = (await findApplicationRow(tx, id, true))!;
    const to = nextApplicationState(application.state, action, actor);
    if (!to) {
      if (move === 'accept' && application.state === 'not_selected')
        throw conflict(APPLICATION_MESSAGES.filled);
      throw conflict(APPLICATION_MESSAGES.refused(move, application.state));
    }
    if (action === 'accept_offer') await assertPlaceLeft(tx, job, now);
    const updated = await updateApplicationRow(tx, id, {
      state: to,
      updated_at: now,
      ...(action === 'decline' && reason ? { decline_reason: reason } : {}),
    });
    const told = NOTICES[action]?.(job, caller);
    if (told) await notify(tx, actor === 'client' ? application.worker_id : job.client_id, now, told);
    if (action === 'accept_offer') await fillWhenFull(tx, job, now);
    return updated;
  });
  return {
    data: toApplication(row, actor),
    message: APPLICATION_MESSAGES.action[action as keyof typeof APPLICATION_MESSAGES.action],
  };
}

/**
 * `GET /api/jobs/:id/applications`: the job's applicants for its client, best match (how they fit
 * the job, then the nearest, then who applied first) or newest first, with the count in each state.
 * Anyone but the job's client gets the not-found answer of a job.
 */
export async function listApplicants(
  ctx: Ctx,
  caller: Caller,
  jobId: string,
  query: ApplicantListQuery,
): Promise<SparseApplicantListResponse> {
  const job = isRowId(jobId) ? await findOwnJobRow(ctx.db, caller.id, jobId) : undefined;
  if (!job) throw notFound(JOB);
  const today = australianDate(ctx.clock.now());
  const state = query['filter[state]'];
  const { rows, counts: counted } = await listRankedApplicantRows(ctx.db, {
    jobId,
    state,
    sort: query.sort === '-created_at' ? '-created_at' : 'best_match',
    ...pageWindow(query),
    today,
  });
  const counts = countsOf(counted);
  // The database ranks every applicant; the words of a card (reasons, badges) are made for the page.
  const facts = jobFactsOf(job);
  const applicants = rows.map((row) =>
    toApplicant(facts, row, currentChecksOf(row.approved_documents, today)),
  );
  const total = state ? counts[state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    data: await shapeList(applicants, query, { resource: 'applications' }),
    meta: { ...pageMeta(query.page, query.limit, total), counts },
  };
}

/** `GET /api/applications`: the worker's own applications with their jobs, the last changed first. */
export async function listMyApplications(
  ctx: Ctx,
  caller: Caller,
  query: MyApplicationsQuery,
): Promise<SparseMyApplicationsResponse> {
  if (caller.user_type !== 'worker') throw forbidden(APPLICATION_MESSAGES.workersOnly);
  const { page, limit } = query;
  const state = query['filter[state]'];
  const [{ rows, total }, counted] = await Promise.all([
    listWorkerApplicationRows(ctx.db, caller.id, {
      ...(state ? { state } : {}),
      ...pageWindow(query),
    }),
    countApplicationRowsByState(ctx.db, { worker_id: caller.id }),
  ]);
  const applications = rows.map(({ application, job, client_first_name }) => ({
    ...toApplication(application, 'worker'),
    job: {
      id: job.id,
      title: job.title ?? '',
      state: job.state,
      place: placeOf(job),
      schedule: job.schedule,
      client_first_name,
    },
  }));
  return {
    data: await shapeList(applications, query, { resource: 'applications' }),
    meta: { ...pageMeta(page, limit, total), counts: countsOf(counted) },
  };
}

/**
 * Ends a job's applications still in the running when the job stops taking people (filled, closed,
 * expired), and tells each worker kindly.
 */
export async function endApplicationsOfJob(db: Database, job: JobRow, at: Date): Promise<void> {
  const ended = await endActiveApplicationRows(db, job.id, 'not_selected', at);
  for (const { worker_id } of ended) {
    await notify(db, worker_id, at, {
      kind: 'application_not_selected',
      title: `${job.title} is no longer taking applications`,
      body: 'Thank you for applying. The client has found the support they need. New jobs that match you are on your board.',
      link: '/jobs',
    });
  }
}

function actorOf(
  found: { application: ApplicationRow; job: JobRow },
  callerId: string,
): Exclude<ApplicationActor, 'system'> | null {
  if (found.job.client_id === callerId) return 'client';
  if (found.application.worker_id === callerId) return 'worker';
  return null;
}

async function assertPlaceLeft(db: Database, job: JobRow, now: Date): Promise<void> {
  const state = jobStateAt(job.state, job.closes_at, now);
  if (state !== 'open' && state !== 'paused') throw conflict(APPLICATION_MESSAGES.notOpen(state));
  if ((await countHiredRows(db, job.id)) >= job.positions) throw conflict(APPLICATION_MESSAGES.filled);
}

/** After a hire: when every position is taken, the job is filled and the others are told. */
async function fillWhenFull(db: Database, job: JobRow, now: Date): Promise<void> {
  if ((await countHiredRows(db, job.id)) < job.positions) return;
  const filled = nextJobState(job.state, 'fill', 'system');
  if (filled) await updateJobRow(db, job.id, { state: filled, updated_at: now });
  await endApplicationsOfJob(db, job, now);
  await notify(db, job.client_id, now, {
    kind: 'job_filled',
    title: `${job.title} is filled`,
    body: 'Every place in this job is taken. The other applicants are told.',
    link: `/jobs/${job.id}`,
  });
}

const applicantsLink = (jobId: string) => `/appliedWorkerList?job=${jobId}`;

/** What the other person is told after each move (`withdraw` is told to no one). */
const NOTICES: Partial<Record<string, (job: JobRow, caller: Caller) => NewNotification>> = {
  shortlist: (job, client) => ({
    kind: 'application_shortlisted',
    title: 'You are on a shortlist',
    body: `${client.first_name} shortlisted you for ${job.title}.`,
    link: '/applications',
  }),
  offer: (job, client) => ({
    kind: 'application_offer',
    title: 'You have an offer',
    body: `${client.first_name} would like you for ${job.title}. Accept or decline the offer.`,
    link: '/applications',
  }),
  decline: (job) => ({
    kind: 'application_declined',
    title: `About ${job.title}`,
    body: 'Thank you for applying. The client has chosen other support this time. New jobs that match you are on your board.',
    link: '/jobs',
  }),
  accept_offer: (job, worker) => ({
    kind: 'offer_accepted',
    title: `${worker.first_name} accepted your offer`,
    body: `${worker.first_name} is hired for ${job.title}.`,
    link: applicantsLink(job.id),
  }),
  decline_offer: (job, worker) => ({
    kind: 'offer_declined',
    title: `${worker.first_name} declined your offer`,
    body: `${worker.first_name} will not take ${job.title}. Your other applicants are still waiting.`,
    link: applicantsLink(job.id),
  }),
};

function countsOf(counted: { state: ApplicationState; n: number }[]): Record<ApplicationState, number> {
  const counts = Object.fromEntries(APPLICATION_STATES.map((state) => [state, 0])) as Record<
    ApplicationState,
    number
  >;
  for (const { state, n } of counted) counts[state] = n;
  return counts;
}

function toApplication(row: ApplicationRow, actor: 'client' | 'worker'): Application {
  return {
    id: row.id,
    job_id: row.job_id,
    state: row.state,
    message: row.message,
    proposed_rate: row.proposed_rate,
    actions: applicationActionsFrom(row.state, actor).flatMap((action) => {
      const move = applicationMoveOf(action);
      return move ? [move] : [];
    }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An applicant's current checks: each approved document not past its expiry on `today`. */
type Check = { document_type: string; approved_at: Date; issuing_state: string | null };

function currentChecksOf(documents: readonly ApprovedDocumentRow[], today: string): Check[] {
  return documents.flatMap(({ document_type, approved_at, expires_on, issuing_state }) =>
    approved_at !== null && isDocumentCurrent({ approved_at: approved_at.toISOString(), expires_on }, today)
      ? [{ document_type, approved_at, issuing_state }]
      : [],
  );
}

function jobFactsOf(job: JobRow): JobMatchFacts {
  return {
    services: job.services,
    preferences: job.preferences,
    schedule: job.schedule!,
    rates: ratesOf(job),
    client_gender: null,
    published_at: job.published_at ?? job.created_at,
  };
}

function workerFactsOf(row: ApplicantRow, checks: readonly Check[]): WorkerJobFacts {
  return workerJobFactsOf(
    row,
    checks.map((check) => check.document_type),
  );
}

/** An applicant's card: how they fit in the client's words, with their current checks as badges. */
function toApplicant(facts: JobMatchFacts, row: RankedApplicantRow, checks: readonly Check[]): Applicant {
  const km = row.distance_km;
  const fit = applicantFit(facts, workerFactsOf(row, checks), km ?? Infinity);
  return {
    ...toApplication(row.application, 'client'),
    worker: {
      id: row.application.worker_id,
      first_name: row.first_name,
      last_initial: row.last_name.slice(0, 1).toUpperCase(),
      avatar: row.avatar_id ? { id: row.avatar_id, url: avatarUrl(row.avatar_id) } : null,
      place_city: row.suburb,
      distance_km: km === null ? null : Math.round(km * 10) / 10,
      badges: checks.map((check) => ({
        document_type: check.document_type as Applicant['worker']['badges'][number]['document_type'],
        text: documentBadge(
          check.document_type as Parameters<typeof documentBadge>[0],
          check.approved_at.toISOString(),
          check.issuing_state,
        ),
      })),
      match_reasons: km === null ? fit.reasons.slice(1) : fit.reasons,
      gaps: fit.gaps,
    },
  };
}
