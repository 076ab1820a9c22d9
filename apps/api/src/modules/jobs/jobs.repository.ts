import type { JobState, Weekday, WeeklyTimeRange } from '@alongside/domain';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { executeNamed, rawTime, rawTimeOrNull } from '../../db/prepared';
import { jobs, profiles, users, type JobInsert, type JobRow } from '../../db/schema/index';
import { boardColumnsOf, weekDaysOf, weekRangesOf, type WorkerFactRow } from './job-rows';

/** One of the client's jobs, locked for the transaction when `lock` is set; someone else's is undefined. */
export async function findOwnJobRow(
  db: Database,
  clientId: string,
  id: string,
  lock = false,
): Promise<JobRow | undefined> {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.client_id, clientId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The client of each of the jobs: their first name and when they joined. */
export async function listJobClientRows(
  db: Database,
  jobIds: readonly string[],
): Promise<{ job_id: string; first_name: string; joined_at: Date }[]> {
  return db
    .select({ job_id: jobs.id, first_name: users.first_name, joined_at: users.created_at })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.client_id))
    .where(inArray(jobs.id, [...jobIds]));
}

export async function countJobRowsInState(db: Database, clientId: string, state: JobState): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.client_id, clientId), eq(jobs.state, state)));
  return row?.n ?? 0;
}

/** How many of the client's jobs are in each state that has any. */
export async function countJobRowsByState(
  db: Database,
  clientId: string,
): Promise<{ state: JobState; n: number }[]> {
  return db
    .select({ state: jobs.state, n: count() })
    .from(jobs)
    .where(eq(jobs.client_id, clientId))
    .groupBy(jobs.state);
}

export type MyJobsOrder = '-updated_at' | '-created_at' | 'closes_at';

const ORDERS: Record<MyJobsOrder, SQL[]> = {
  '-updated_at': [desc(jobs.updated_at), desc(jobs.id)],
  '-created_at': [desc(jobs.created_at), desc(jobs.id)],
  // Jobs without a closing date (drafts) come last.
  closes_at: [asc(jobs.closes_at), desc(jobs.updated_at), desc(jobs.id)],
};

type OwnJobFilters = { state?: JobState; services?: readonly string[] };

function ownJobsWhere(clientId: string, filters: OwnJobFilters) {
  return and(
    eq(jobs.client_id, clientId),
    filters.state ? eq(jobs.state, filters.state) : undefined,
    filters.services ? arrayOverlaps(jobs.services, [...filters.services]) : undefined,
  );
}

export async function countOwnJobRows(
  db: Database,
  clientId: string,
  filters: OwnJobFilters,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(ownJobsWhere(clientId, filters));
  return row?.n ?? 0;
}

export async function listOwnJobRows(
  db: Database,
  clientId: string,
  options: OwnJobFilters & { order: MyJobsOrder; offset: number; limit: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(ownJobsWhere(clientId, options))
    .orderBy(...ORDERS[options.order])
    .offset(options.offset)
    .limit(options.limit);
}

/**
 * Any job by id, whoever posted it, locked for the transaction when asked: `share` while an
 * application is added, `update` while one is accepted (so positions are counted one at a time).
 */
export async function findJobRow(
  db: Database,
  id: string,
  lock?: 'share' | 'update',
): Promise<JobRow | undefined> {
  const query = db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Who posted a job (undefined when there is no such job). */
export async function findJobOwner(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ client_id: jobs.client_id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row?.client_id;
}

export async function insertJobRow(db: Database, values: JobInsert): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, ...boardColumnsOf(values) })
    .returning();
  return row!;
}

export async function updateJobRow(
  db: Database,
  id: string,
  changes: Omit<Partial<JobInsert>, 'id' | 'client_id'>,
): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, ...boardColumnsOf(changes) })
    .where(eq(jobs.id, id))
    .returning();
  return row!;
}

export async function deleteJobRow(db: Database, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** A job with what a worker sees of its client: their first name, and their gender for the rules. */
export type BoardJobRow = { job: JobRow; client_first_name: string; client_gender: string | null };

const boardColumns = { job: jobs, client_first_name: users.first_name, client_gender: profiles.gender };

/**
 * One job in any state, with its client's first name and gender; whether the worker asking may see
 * it is the service's to judge (`canWorkerSeeJob`).
 */
export async function findBoardJobRow(db: Database, id: string): Promise<BoardJobRow | undefined> {
  const [row] = await db
    .select(boardColumns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.client_id))
    .leftJoin(profiles, eq(profiles.user_id, jobs.client_id))
    .where(eq(jobs.id, id))
    .limit(1);
  return row;
}

/** What the job board reads of the worker looking (`findLookerRow`). */
export type LookerRow = WorkerFactRow & {
  home_latitude: number | null;
  home_longitude: number | null;
  documents: { document_type: string; approved_at: string | null; expires_on: string | null }[];
};

/**
 * The worker looking at the board, in one query: their profile's facts for the rules, their home
 * (the primary address, as `listAddresses` lists it first) and their documents' dates, for
 * `isDocumentCurrent` to judge. Undefined for no such person.
 */
export async function findLookerRow(db: Database, workerId: string): Promise<LookerRow | undefined> {
  const result = await executeNamed<LookerRow>(
    db,
    'jobs_looker',
    sql`
    select p.gender, p.client_genders, p.car_ownership, p.range_of_work_in_km, p.service_offerings,
      p.availability_schedule, p.languages, p.qualifications,
      home.latitude as home_latitude, home.longitude as home_longitude,
      coalesce((
        select json_agg(json_build_object('document_type', d.document_type, 'approved_at', d.approved_at, 'expires_on', d.expires_on))
        from documents d where d.user_id = u.id
      ), '[]') as documents
    from users u
    left join profiles p on p.user_id = u.id
    left join lateral (
      select a.latitude, a.longitude from addresses a where a.user_id = u.id
      order by a.is_primary desc, a.created_at asc, a.id asc limit 1
    ) home on true
    where u.id = ${workerId}
  `,
  );
  return result.rows[0];
}

/** The worker a board search is for, as the SQL reads them (`unmetJobConditions` is the definition). */
export type BoardSearch = {
  centre: { latitude: number; longitude: number };
  /** The worker's own range, or less when the filter asks. */
  reachKm: number;
  box: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };
  worker: {
    gender: string | null;
    client_genders: readonly string[];
    has_car: boolean;
    services: readonly string[];
    availability: readonly WeeklyTimeRange[];
    languages: readonly string[];
    qualifications: readonly string[];
    documents: readonly string[];
  };
  filters: { services?: readonly string[]; days?: readonly Weekday[]; min_rate?: number; since?: Date };
  sort: 'best_match' | '-published_at' | 'distance' | '-rate';
  offset: number;
  limit: number;
  now: Date;
};

export type BoardSearchRow = BoardJobRow & { distance_km: number };

/**
 * A list as one parameter (`text[]`): the statement's text stays the same whatever the list's length
 * (`searchBoardRows` prepares one statement per text).
 */
const textArray = (items: readonly string[]) => sql`${sql.param([...items])}::text[]`;

/** The genders a worker can say they support (as `supportsClientGender`). */
const SUPPORTED_CLIENT_GENDERS = ['female', 'male', 'non_binary'];

/**
 * One page of the open jobs that match a worker on both sides, with the total, judged and ordered
 * by the database (decision 033): the same conditions as `unmetJobConditions`, a test keeps them
 * in step. The distance is the haversine formula of `distanceKm`.
 */
export async function searchBoardRows(
  db: Database,
  search: BoardSearch,
): Promise<{ rows: BoardSearchRow[]; total: number }> {
  const result = await executeNamed<Record<string, unknown>>(db, 'jobs_board', boardQuery(search));
  const rows = result.rows.map((row) => ({
    job: toJobRow(row),
    client_first_name: row['client_first_name'] as string,
    client_gender: (row['client_gender'] as string | null) ?? null,
    distance_km: Number(row['distance_km']),
  }));
  const total = result.rows[0] ? Number(result.rows[0]['total']) : 0;
  return { rows, total };
}

/** The query of `searchBoardRows` (the benchmark explains it). */
export function boardQuery(search: BoardSearch): SQL {
  const { centre, box, worker, filters } = search;
  const lat = centre.latitude;
  const lng = centre.longitude;
  const distance = sql`(12742.0176 * asin(least(1, sqrt(power(sin(radians(j.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - ${lng}) / 2), 2)))))`;
  const lowestRate = sql`least(j.weekday_hourly_rate, j.weekday_night_hourly_rate, j.weekend_hourly_rate, j.weekend_night_hourly_rate)`;
  const supportsAll = SUPPORTED_CLIENT_GENDERS.every((gender) => worker.client_genders.includes(gender));
  // A worker who supports every client needs no client's gender to judge a job
  // (`supportsClientGender`): the clients' profiles are then read for the page only.
  const clientGender = supportsAll
    ? sql``
    : sql`left join lateral (select gender from profiles where profiles.user_id = j.client_id) cp on true`;
  const supportsClient = supportsAll
    ? sql``
    : sql`and cp.gender in ('female', 'male', 'non_binary') and cp.gender = any(${textArray(worker.client_genders)})`;
  // 3 for each shared service, counted as the worker's services the job has: both lists are
  // distinct (`ServiceListSchema`), and this is no subquery per job. One term per service of the
  // worker, so the text (and the prepared statement) is one per number of services, at most the
  // catalogue's; a term for every service of the catalogue, null when not offered, made one text
  // but cost a millisecond of the query's six.
  const shared = sql.join(
    [
      sql`0`,
      ...[...new Set(worker.services)].map((service) => sql`(services @> array[${service}::text])::int`),
    ],
    sql` + `,
  );
  const score = sql`((${shared}) * 3 + (case when languages && ${textArray(worker.languages)} then 2 else 0 end) + (case when distance_km <= 10 then 1 else 0 end))`;
  const order = (of: SQL) =>
    ({
      best_match: sql`${of}score desc, ${of}distance_km asc, ${of}published_at desc, ${of}id asc`,
      '-published_at': sql`${of}published_at desc, ${of}id asc`,
      distance: sql`${of}distance_km asc, ${of}published_at desc, ${of}id asc`,
      '-rate': sql`${of}lowest_rate desc nulls last, ${of}distance_km asc, ${of}published_at desc, ${of}id asc`,
    })[search.sort];
  // Judged from `jobs_open_board_idx` alone; only the ids and the keys of the order are sorted, and
  // the page's whole rows are read afterwards.
  return sql`
    with matched as (
      select j.id, j.published_at, j.services, j.languages, ${distance} as distance_km, ${lowestRate} as lowest_rate
      from jobs j
      ${clientGender}
      where j.state = 'open' and j.closes_at > ${search.now}
        and j.latitude between ${box.minLatitude} and ${box.maxLatitude}
        and j.longitude between ${box.minLongitude} and ${box.maxLongitude}
        and j.services && ${textArray(worker.services)}
        and ${distance} <= ${search.reachKm}
        and (j.worker_gender = 'no_preference' or j.worker_gender = ${worker.gender ?? ''})
        and (not j.needs_car or ${worker.has_car})
        and (j.languages = '{}' or j.languages && ${textArray(worker.languages)})
        and j.required_qualifications <@ ${textArray(worker.qualifications)}
        and j.required_credentials <@ ${textArray(worker.documents)}
        ${supportsClient}
        and j.shift_week <@ ${weekRangesOf(worker.availability)}::int4multirange
        ${filters.services?.length ? sql`and j.services && ${textArray(filters.services)}` : sql``}
        ${filters.days?.length ? sql`and j.shift_week && ${weekDaysOf(filters.days)}::int4multirange` : sql``}
        ${filters.min_rate !== undefined ? sql`and ${lowestRate} >= ${filters.min_rate}` : sql``}
        ${filters.since ? sql`and j.published_at >= ${filters.since}` : sql``}
    ), page as (
      select id, published_at, distance_km, lowest_rate, ${score} as score, (count(*) over ())::int as total
      from matched
      order by ${order(sql``)}
      limit ${search.limit} offset ${search.offset}
    )
    select j.*, page.distance_km, page.total, u.first_name as client_first_name, cp.gender as client_gender
    from page
    join jobs j on j.id = page.id
    join users u on u.id = j.client_id
    left join profiles cp on cp.user_id = j.client_id
    order by ${order(sql`page.`)}
  `;
}

/** A row of `select j.*` as Drizzle's select would give it. */
function toJobRow(row: Record<string, unknown>): JobRow {
  return {
    ...(row as unknown as JobRow),
    published_at: rawTimeOrNull(row['published_at']),
    closes_at: rawTimeOrNull(row['closes_at']),
    created_at: rawTime(row['created_at']),
    updated_at: rawTime(row['updated_at']),
  };
}

/**
 * Marks the open and paused jobs past their closing date expired, each by one conditional update
 * (so two servers sweeping at once expire each job once), and answers them.
 */
export async function expireDueJobRows(db: Database, now: Date): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({ state: 'expired', updated_at: now })
    .where(and(inArray(jobs.state, ['open', 'paused']), lte(jobs.closes_at, now)))
    .returning();
}

/** The gender of a job's client, for the workers' `client_genders` (null when not given). */
export async function findClientGender(db: Database, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.user_id, clientId));
  return row?.gender ?? null;
}
