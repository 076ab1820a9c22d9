import {
  JOB_MESSAGES,
  jobActionRefusedMessage,
  pageMeta,
  type Job,
  type JobActionResponse,
  type JobInput,
  CLIENT_JOB_PARAMETERS,
  ERROR_MESSAGES,
  JOB_BOARD_SORTS,
  JOB_LIST_MESSAGES,
  MY_JOBS_SORTS,
  WORKER_JOB_PARAMETERS,
  type JobCard,
  type JobListQuery,
  type SparseJobListResponse,
  type SparseMyJobsResponse,
  type OwnerJobAction,
} from '@alongside/contract';
import {
  JOB_STATES,
  MAX_JOB_DRAFTS,
  NO_JOB_PREFERENCES,
  australianDate,
  hoursPerWeek,
  isJobDeletable,
  isJobEditable,
  isJobRepostable,
  jobClosesAt,
  nextJobState,
  publishProblems,
  type JobState,
} from '@alongside/domain';
import type { Database } from '../../db/database';
import { lockPersonRow } from '../../db/lock-person';
import type { JobInsert, JobRow, UserRow } from '../../db/schema/index';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { HttpError, forbidden, invalid, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { getAddress } from '../addresses/addresses.service';
import { notify } from '../notifications/notifications.service';
import { countNewApplicantRows } from './applications.repository';
import { endApplicationsOfJob } from './applications.service';
import { queueJobAlerts } from './job-alerts.service';
import { jobListShape } from './job-list-shape';
import { getBoardJob, listJobBoard, type JobBoardSort } from './job-board.service';
import { placeOf, ratesOf } from './job-rows';
import {
  countJobRowsByState,
  countJobRowsInState,
  countOwnJobRows,
  deleteJobRow,
  expireDueJobRows,
  findJobOwner,
  findOwnJobRow,
  insertJobRow,
  listOwnJobRows,
  updateJobRow,
} from './jobs.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;
type Caller = Pick<UserRow, 'id' | 'user_type'>;

const MODEL = 'Job';

const conflict = (message: string) => new HttpError(409, message);

/** Jobs are posted by people looking for support (staff hold client accounts, decision 003). */
function assertClient(caller: Caller): void {
  if (caller.user_type !== 'client') throw forbidden(JOB_MESSAGES.clientsOnly);
}

/** `POST /api/jobs`: a new draft with whatever details the first step of the form has. */
export async function createJob(ctx: Ctx, caller: Caller, input: JobInput): Promise<Job> {
  assertClient(caller);
  const now = ctx.clock.now();
  const row = await transaction(ctx, async (tx) => {
    await assertRoomForDraft(tx, caller.id);
    const details = await detailColumns({ ...ctx, db: tx }, caller.id, input);
    return insertJobRow(tx, {
      client_id: caller.id,
      preferences: NO_JOB_PREFERENCES,
      ...details,
      created_at: now,
      updated_at: now,
    });
  });
  return toJob(row, now);
}

/**
 * `GET /api/jobs/:id`: the owner's view of their job; for a worker, an open job as they see it.
 * Anyone else's job, or one a worker may not see, answers like a missing one.
 */
export async function getJob(ctx: Ctx, caller: Caller, id: string): Promise<Job | JobCard> {
  if (!isRowId(id)) throw notFound(MODEL);
  const owner = await findJobOwner(ctx.db, id);
  if (owner === caller.id) {
    const newApplicants = await countNewApplicantRows(ctx.db, [id]);
    return toJob(await ownJob(ctx.db, caller.id, id), ctx.clock.now(), newApplicants.get(id) ?? 0);
  }
  if (owner && caller.user_type === 'worker') return getBoardJob(ctx, caller, id);
  throw notFound(MODEL);
}

/**
 * `PATCH /api/jobs/:id`: any details, while the job is a draft, open or paused. A published job
 * must stay publishable: a change that would leave it without a title, a place or a rate its times
 * need is refused with what is missing.
 */
export async function updateJob(ctx: Ctx, caller: Caller, id: string, patch: JobInput): Promise<Job> {
  if (!isRowId(id)) throw notFound(MODEL);
  if (Object.keys(patch).length === 0) throw invalid({}, JOB_MESSAGES.nothingToSave);
  const now = ctx.clock.now();
  const row = await transaction(ctx, async (tx) => {
    const current = await ownJob(tx, caller.id, id, true);
    if (!isJobEditable(current.state)) throw conflict(JOB_MESSAGES.notEditable);
    const changes = await detailColumns({ ...ctx, db: tx }, caller.id, patch);
    if (current.state !== 'draft') {
      assertPublishable({ ...current, ...changes } as JobRow, now);
      // On a published job, "open for" counts from now: the closing date moves with it.
      if (patch.open_days !== undefined) changes.closes_at = jobClosesAt(now, patch.open_days);
    }
    return updateJobRow(tx, id, { ...changes, updated_at: now });
  });
  return toJob(row, now);
}

/** `DELETE /api/jobs/:id`: only a draft; a published job stays for the people who applied to it. */
export async function deleteJob(ctx: Ctx, caller: Caller, id: string): Promise<Job> {
  const now = ctx.clock.now();
  const removed = await transaction(ctx, async (tx) => {
    const current = await ownJob(tx, caller.id, id, true);
    if (!isJobDeletable(current.state)) throw conflict(JOB_MESSAGES.notDeletable);
    await deleteJobRow(tx, id);
    return current;
  });
  return toJob(removed, now);
}

/**
 * `POST /api/jobs/:id/publish|pause|resume|close|reopen`: a move the lifecycle table lets the owner
 * make (409 otherwise).
 * Publishing and reopening need a publishable job and set the closing date `open_days` from now.
 */
export async function actOnJob(
  ctx: Ctx,
  caller: Caller,
  id: string,
  body: { action: OwnerJobAction; open_days?: number | undefined },
): Promise<JobActionResponse> {
  const now = ctx.clock.now();
  const row = await transaction(ctx, async (tx) => {
    const current = await ownJob(tx, caller.id, id, true);
    const to = nextJobState(current.state, body.action, 'owner');
    if (!to) throw conflict(jobActionRefusedMessage(body.action, current.state));
    const changes: Partial<JobInsert> = { state: to, updated_at: now };
    if (body.action === 'publish' || body.action === 'reopen') {
      assertPublishable(current, now);
      const openDays = body.open_days ?? current.open_days;
      changes.open_days = openDays;
      changes.closes_at = jobClosesAt(now, openDays);
      if (body.action === 'publish') changes.published_at = now;
      await queueJobAlerts(tx, id, now);
    }
    const updated = await updateJobRow(tx, id, changes);
    // A closed job takes no one: the applicants still waiting are told kindly.
    if (to === 'closed') await endApplicationsOfJob(tx, updated, now);
    return updated;
  });
  return { data: toJob(row, now), message: JOB_MESSAGES.action[body.action] };
}

/** `POST /api/jobs/:id/repost`: a new draft with the details of a job that is over; the old one stays. */
export async function repostJob(ctx: Ctx, caller: Caller, id: string): Promise<Job> {
  const now = ctx.clock.now();
  const row = await transaction(ctx, async (tx) => {
    const old = await ownJob(tx, caller.id, id);
    if (!isJobRepostable(old.state)) throw conflict(JOB_MESSAGES.notRepostable);
    await assertRoomForDraft(tx, caller.id);
    const {
      id: _id,
      state: _state,
      published_at: _published,
      closes_at: _closes,
      created_at: _created,
      updated_at: _updated,
      ...details
    } = old;
    return insertJobRow(tx, {
      ...details,
      draft_step: 'preview',
      reposted_from: old.id,
      created_at: now,
      updated_at: now,
    });
  });
  return toJob(row, now);
}

/**
 * `GET /api/jobs`: a client's own jobs, or the open jobs that match a worker. Each takes its own
 * parameters (`CLIENT_JOB_PARAMETERS`, `WORKER_JOB_PARAMETERS`) and sorts; one meant for the other
 * kind of person is not on the list: 400, as any unknown parameter (decision 029).
 */
export async function listJobs(
  ctx: Ctx,
  caller: Caller,
  query: JobListQuery,
): Promise<SparseJobListResponse> {
  const worker = caller.user_type === 'worker';
  refuseParameters(query, worker ? CLIENT_JOB_PARAMETERS : WORKER_JOB_PARAMETERS);
  const sorts: readonly string[] = worker ? JOB_BOARD_SORTS : MY_JOBS_SORTS;
  if (query.sort !== undefined && !sorts.includes(query.sort)) {
    throw invalid({ sort: [worker ? JOB_LIST_MESSAGES.workerSort : JOB_LIST_MESSAGES.clientSort] });
  }
  if (worker)
    return listJobBoard(ctx, caller, query, (query.sort as JobBoardSort | undefined) ?? 'best_match');
  return listMyJobs(ctx, caller, query);
}

function refuseParameters(query: Record<string, unknown>, names: readonly string[]): void {
  const sent = names.filter((name) => query[name] !== undefined);
  if (sent.length > 0) {
    throw new HttpError(
      400,
      ERROR_MESSAGES.invalid,
      Object.fromEntries(sent.map((name) => [name, [ERROR_MESSAGES.unknownField]])),
    );
  }
}

/** A client's jobs, one state or all, with how many are in each state (for the tabs). */
async function listMyJobs(ctx: Ctx, caller: Caller, query: JobListQuery): Promise<SparseMyJobsResponse> {
  const now = ctx.clock.now();
  const state = query['filter[state]'];
  const services = query['filter[services]'];
  const counted = await countJobRowsByState(ctx.db, caller.id);
  const counts = Object.fromEntries(JOB_STATES.map((each) => [each, 0])) as Record<JobState, number>;
  for (const { state: each, n } of counted) counts[each] = n;
  const filters = { ...(state ? { state } : {}), ...(services ? { services } : {}) };
  const total = await countOwnJobRows(ctx.db, caller.id, filters);
  const rows = await listOwnJobRows(ctx.db, caller.id, {
    ...filters,
    order: (query.sort as (typeof MY_JOBS_SORTS)[number] | undefined) ?? '-updated_at',
    ...pageWindow(query),
  });
  const newApplicants = await countNewApplicantRows(
    ctx.db,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => toJob(row, now, newApplicants.get(row.id) ?? 0));
  return {
    data: await shapeList(data, query, jobListShape(ctx, now)),
    meta: { ...pageMeta(query.page, query.limit, total), counts },
  };
}

/**
 * Locks the client's row for the transaction, then refuses a draft past `MAX_JOB_DRAFTS`: two new
 * drafts at once are counted one after the other.
 */
async function assertRoomForDraft(db: Database, clientId: string): Promise<void> {
  await lockPersonRow(db, clientId);
  if ((await countJobRowsInState(db, clientId, 'draft')) >= MAX_JOB_DRAFTS) {
    throw invalid({}, JOB_MESSAGES.tooManyDrafts);
  }
}

async function ownJob(db: Database, clientId: string, id: string, lock = false): Promise<JobRow> {
  // A malformed id names no record: the same 404 as a missing one, or someone else's.
  const row = isRowId(id) ? await findOwnJobRow(db, clientId, id, lock) : undefined;
  if (!row) throw notFound(MODEL);
  return row;
}

/** The columns a body's details set; a chosen address must be the caller's own, and its suburb is copied. */
async function detailColumns(ctx: Ctx, clientId: string, input: JobInput): Promise<Partial<JobInsert>> {
  const columns: Partial<JobInsert> = {};
  if (input.services !== undefined) columns.services = input.services;
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.schedule !== undefined) columns.schedule = input.schedule;
  if (input.positions !== undefined) columns.positions = input.positions;
  if (input.rates !== undefined) Object.assign(columns, input.rates);
  if (input.preferences !== undefined) columns.preferences = input.preferences;
  if (input.open_days !== undefined) columns.open_days = input.open_days;
  if (input.draft_step !== undefined) columns.draft_step = input.draft_step;
  if (input.address_id === null) {
    Object.assign(columns, {
      address_id: null,
      suburb: null,
      place_state: null,
      postcode: null,
      latitude: null,
      longitude: null,
    });
  } else if (input.address_id !== undefined) {
    const address = await clientAddress(ctx, clientId, input.address_id);
    Object.assign(columns, {
      address_id: address.id,
      suburb: address.suburb,
      place_state: address.state,
      postcode: address.postcode,
      latitude: address.latitude,
      longitude: address.longitude,
    });
  }
  return columns;
}

async function clientAddress(ctx: Ctx, clientId: string, addressId: string) {
  try {
    return await getAddress(ctx, clientId, addressId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw invalid({ address_id: [JOB_MESSAGES.addressUnknown] });
    }
    throw error;
  }
}

function assertPublishable(row: JobRow, now: Date): void {
  const problems = publishProblems(detailsOf(row), australianDate(now));
  const fields = Object.entries(problems);
  if (fields.length > 0) {
    throw invalid(
      Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
      JOB_MESSAGES.missingDetails,
    );
  }
}

function detailsOf(row: JobRow) {
  return {
    services: row.services,
    title: row.title,
    description: row.description,
    address_id: row.address_id,
    schedule: row.schedule,
    rates: ratesOf(row),
  };
}

/** `newApplicants`: how many applications wait for an answer, where the page counts them. */
function toJob(row: JobRow, now: Date, newApplicants: number | null = null): Job {
  return {
    view: 'owner',
    id: row.id,
    state: row.state,
    title: row.title,
    description: row.description,
    services: row.services,
    address_id: row.address_id,
    place: placeOf(row),
    schedule: row.schedule,
    hours_per_week: row.schedule ? hoursPerWeek(row.schedule) : null,
    positions: row.positions,
    rates: ratesOf(row),
    preferences: row.preferences,
    open_days: row.open_days,
    draft_step: row.draft_step,
    missing: publishProblems(detailsOf(row), australianDate(now)),
    published_at: row.published_at?.toISOString() ?? null,
    closes_at: row.closes_at?.toISOString() ?? null,
    reposted_from: row.reposted_from,
    new_applicants: newApplicants,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The job sweep: each open or paused job past its closing date expires; the applicants still waiting
 * are told kindly, and the client is told they can reopen it. Runs beside the other sweeps, hourly.
 */
export async function runJobExpirySweep(ctx: Ctx): Promise<{ expired: number }> {
  const now = ctx.clock.now();
  const expired = await transaction(ctx, async (tx) => {
    const rows = await expireDueJobRows(tx, now);
    for (const row of rows) {
      await endApplicationsOfJob(tx, row, now);
      await notify(tx, row.client_id, now, {
        kind: 'job_expired',
        title: `${row.title ?? 'Your job'} has reached its closing date`,
        body: 'Workers can no longer apply. Reopen it if you still need support.',
        link: `/jobs/${row.id}`,
      });
    }
    return rows.length;
  });
  return { expired };
}
