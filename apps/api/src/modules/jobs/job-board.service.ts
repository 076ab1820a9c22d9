import {
  JOB_LIST_MESSAGES,
  pageMeta,
  type JOB_BOARD_SORTS,
  type JobBoardQuery,
  type SparseJobBoardResponse,
  type JobBoardSetup,
  type JobCard,
} from '@alongside/contract';
import {
  JOB_CONDITION_TEXTS,
  australianDate,
  boundingBox,
  canWorkerSeeJob,
  canWorkerSeeJobStreet,
  currentApplication,
  distanceKm,
  hoursPerWeek,
  isDocumentCurrent,
  jobMatchReasons,
  jobStateAt,
  unmetJobConditions,
  type GeoPoint,
  type JobBoardFilters,
  type JobMatchFacts,
  type WorkerJobFacts,
} from '@alongside/domain';
import type { JobRow, UserRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { forbidden, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { listAddresses } from '../addresses/addresses.service';
import { listWorkerJobApplicationRows } from './applications.repository';
import { jobListShape } from './job-list-shape';
import { placeOf, ratesOf, workerJobFactsOf } from './job-rows';
import {
  findLookerRow,
  findBoardJobRow,
  searchBoardRows,
  type BoardJobRow,
  type BoardSearch,
} from './jobs.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;
type Caller = Pick<UserRow, 'id' | 'user_type'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the board knows of the worker looking: their facts, their home point, and what is missing. */
interface Looker {
  facts: WorkerJobFacts;
  point: GeoPoint | null;
  setup: JobBoardSetup[];
}

function assertWorker(caller: Caller): void {
  if (caller.user_type !== 'worker') throw forbidden(JOB_LIST_MESSAGES.workersOnly);
}

export type JobBoardSort = (typeof JOB_BOARD_SORTS)[number];

/**
 * `GET /api/jobs` for a worker, and `/api/jobs/recent` and `/recommended`: the open jobs that match
 * the worker on both sides (decision 033), with the board's filters, in the order of `sort`. A worker whose profile lacks what matching needs (a home address, how
 * far they travel, services, availability) gets no jobs and the list of what to add (`meta.setup`).
 */
export async function listJobBoard(
  ctx: Ctx,
  caller: Caller,
  query: JobBoardQuery,
  sort: JobBoardSort = 'best_match',
): Promise<SparseJobBoardResponse> {
  assertWorker(caller);
  const now = ctx.clock.now();
  const looker = await lookerOf(ctx, caller.id);
  const { page, limit } = query;
  if (looker.setup.length > 0 || !looker.point) {
    return { data: [], meta: { ...pageMeta(page, limit, 0), setup: looker.setup } };
  }
  const filters: JobBoardFilters = {
    ...(query['filter[distance_km]'] !== undefined ? { distance_km: query['filter[distance_km]'] } : {}),
    ...(query['filter[services]'] ? { services: query['filter[services]'] } : {}),
    ...(query['filter[days]'] ? { days: query['filter[days]'] as JobBoardFilters['days'] } : {}),
    ...(query['filter[min_rate]'] !== undefined ? { min_rate: query['filter[min_rate]'] } : {}),
    ...(query['filter[posted_within_days]'] !== undefined
      ? { posted_since: new Date(now.getTime() - query['filter[posted_within_days]'] * DAY_MS) }
      : {}),
  };
  const { facts } = looker;
  const search = (offset: number, size: number) =>
    searchBoardRows(
      ctx.db,
      boardSearchFor(facts, looker.point!, filters, { sort, offset, limit: size, now }),
    );
  const { offset } = pageWindow(query);
  const first = await search(offset, limit);
  const { rows } = first;
  let { total } = first;
  // A page past the end has no rows to count with: count on the first page.
  if (rows.length === 0 && page > 1) total = (await search(0, 1)).total;
  const cards = rows.map((row) =>
    toCard(row, row.distance_km, jobMatchReasons(jobFacts(row), facts, row.distance_km), []),
  );
  return {
    data: await shapeList(cards, query, jobListShape(ctx, now)),
    meta: { ...pageMeta(page, limit, total), setup: [] },
  };
}

/**
 * What the database is asked for a worker at `centre` (`searchBoardRows`): their facts, their reach
 * (their own range, or less when the filter asks) and the board's filters.
 */
export function boardSearchFor(
  facts: WorkerJobFacts,
  centre: GeoPoint,
  filters: JobBoardFilters,
  page: Pick<BoardSearch, 'sort' | 'offset' | 'limit' | 'now'>,
): BoardSearch {
  const range = facts.range_of_work_in_km ?? 0;
  const reach = Math.min(range, filters.distance_km ?? range);
  return {
    centre,
    reachKm: reach,
    box: boundingBox(centre, reach),
    worker: {
      gender: facts.gender,
      client_genders: facts.client_genders,
      has_car: facts.car_ownership === 'has_car',
      services: facts.service_offerings,
      availability: facts.availability_schedule,
      languages: facts.languages,
      qualifications: facts.qualifications,
      documents: facts.current_documents,
    },
    filters: {
      ...(filters.services ? { services: filters.services } : {}),
      ...(filters.days ? { days: filters.days } : {}),
      ...(filters.min_rate !== undefined ? { min_rate: filters.min_rate } : {}),
      ...(filters.posted_since ? { since: filters.posted_since } : {}),
    },
    ...page,
  };
}

/**
 * `GET /api/jobs/:id` for a worker: a job as they see it, whether or not it matches them (a shared
 * link): why it suits them and, in plain words, what they do not meet. An open job, any worker; one
 * that is paused, filled, closed or expired, only a worker who applied to it, who reads its state
 * (`canWorkerSeeJob`); anyone else, and a draft, get the answer of a missing job. A worker hired for
 * it also reads its street address (`canWorkerSeeJobStreet`).
 */
export async function getBoardJob(ctx: Ctx, caller: Caller, id: string): Promise<JobCard> {
  assertWorker(caller);
  const row = isRowId(id) ? await findBoardJobRow(ctx.db, id) : undefined;
  if (!row) throw notFound('Job');
  const mine = currentApplication(await listWorkerJobApplicationRows(ctx.db, id, caller.id));
  const state = jobStateAt(row.job.state, row.job.closes_at, ctx.clock.now());
  if (!canWorkerSeeJob(state, mine?.state ?? null)) throw notFound('Job');
  const looker = await lookerOf(ctx, caller.id);
  const facts = jobFacts(row);
  const km = looker.point ? distanceKm(looker.point, pointOf(row)!) : null;
  const unmet = unmetJobConditions(facts, looker.facts, km ?? Number.POSITIVE_INFINITY).map(
    (condition) => JOB_CONDITION_TEXTS[condition],
  );
  const reasons = km === null ? [] : jobMatchReasons(facts, looker.facts, km);
  const card = toCard(row, km, reasons, unmet);
  const street = canWorkerSeeJobStreet(mine?.state ?? null) ? await streetOf(ctx, row.job) : null;
  return {
    ...card,
    state,
    place: street ? { ...card.place, street } : card.place,
    my_application: mine
      ? { id: mine.id, state: mine.state, created_at: mine.created_at.toISOString() }
      : null,
  };
}

/**
 * The street lines of the client's address the job is at, or null when the address is gone or now
 * names another place than the job's (the client moved it after choosing it): the job keeps the
 * place it was posted with, and a street elsewhere would not be where the work is.
 */
async function streetOf(ctx: Ctx, job: JobRow): Promise<string | null> {
  if (!job.address_id) return null;
  const { data } = await listAddresses(ctx, job.client_id);
  const address = data.find((one) => one.id === job.address_id);
  if (!address || address.suburb !== job.suburb || address.postcode !== job.postcode) return null;
  return [address.address, address.address_2].filter(Boolean).join(', ');
}

async function lookerOf(ctx: Ctx, workerId: string): Promise<Looker> {
  const row = await findLookerRow(ctx.db, workerId);
  if (!row) throw notFound('User');
  const today = australianDate(ctx.clock.now());
  const facts = workerJobFactsOf(
    row,
    row.documents
      .filter((document) => isDocumentCurrent(document, today))
      .map((document) => document.document_type),
  );
  const home =
    row.home_latitude !== null && row.home_longitude !== null
      ? { latitude: row.home_latitude, longitude: row.home_longitude }
      : null;
  const setup: JobBoardSetup[] = [];
  if (!home) setup.push('address');
  if (facts.range_of_work_in_km === null) setup.push('travel_range');
  if (facts.service_offerings.length === 0) setup.push('services');
  if (facts.availability_schedule.length === 0) setup.push('availability');
  return { facts, point: home, setup };
}

function jobFacts({ job, client_gender }: BoardJobRow): JobMatchFacts {
  return {
    services: job.services,
    preferences: job.preferences,
    schedule: job.schedule!,
    rates: ratesOf(job),
    client_gender,
    published_at: job.published_at!,
  };
}

function pointOf({ job }: BoardJobRow): GeoPoint | null {
  return job.latitude !== null && job.longitude !== null
    ? { latitude: job.latitude, longitude: job.longitude }
    : null;
}

/**
 * A published job always has every detail (publishing checks them, and editing keeps them), so the
 * card reads them as present. The lists hold open jobs only: the job's page sets the state it reads.
 */
function toCard(row: BoardJobRow, km: number | null, reasons: string[], unmet: string[]): JobCard {
  const { job } = row;
  const facts = jobFacts(row);
  return {
    view: 'worker',
    id: job.id,
    state: 'open',
    title: job.title!,
    description: job.description,
    services: job.services,
    place: placeOf(job)!,
    distance_km: km === null ? null : Math.round(km * 10) / 10,
    schedule: facts.schedule,
    hours_per_week: hoursPerWeek(facts.schedule),
    positions: job.positions,
    rates: facts.rates,
    preferences: job.preferences,
    client_first_name: row.client_first_name,
    published_at: job.published_at!.toISOString(),
    closes_at: job.closes_at!.toISOString(),
    match_reasons: reasons,
    unmet,
  };
}
