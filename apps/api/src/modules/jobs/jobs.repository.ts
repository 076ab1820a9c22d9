import type { JobState } from '@alongside/domain';
import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobs, profiles, users, type JobInsert, type JobRow } from '../../db/schema/index';

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
  const [row] = await db.insert(jobs).values(values).returning();
  return row!;
}

export async function updateJobRow(
  db: Database,
  id: string,
  changes: Omit<Partial<JobInsert>, 'id' | 'client_id'>,
): Promise<JobRow> {
  const [row] = await db.update(jobs).set(changes).where(eq(jobs.id, id)).returning();
  return row!;
}

export async function deleteJobRow(db: Database, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** An open job with what a worker sees of its client: their first name, and their gender for the rules. */
export type BoardJobRow = { job: JobRow; client_first_name: string; client_gender: string | null };

const boardColumns = { job: jobs, client_first_name: users.first_name, client_gender: profiles.gender };

/** One open job before its closing date (`jobStateAt` is the rule), with its client's first name and gender. */
export async function findOpenJobRow(db: Database, id: string, now: Date): Promise<BoardJobRow | undefined> {
  const [row] = await db
    .select(boardColumns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.client_id))
    .leftJoin(profiles, eq(profiles.user_id, jobs.client_id))
    .where(and(eq(jobs.id, id), eq(jobs.state, 'open'), gt(jobs.closes_at, now)))
    .limit(1);
  return row;
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
    availability: readonly { day: string; start: string; end: string }[];
    languages: readonly string[];
    qualifications: readonly string[];
    documents: readonly string[];
  };
  filters: { services?: readonly string[]; days?: readonly string[]; min_rate?: number; since?: Date };
  sort: 'best_match' | '-published_at' | 'distance' | '-rate';
  offset: number;
  limit: number;
  now: Date;
};

export type BoardSearchRow = BoardJobRow & { distance_km: number };

const textArray = (items: readonly string[]) =>
  items.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        items.map((item) => sql`${item}`),
        sql`, `,
      )}]::text[]`;

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
  const result = (await db.execute(boardQuery(search))) as unknown as { rows: Record<string, unknown>[] };
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
  const shifts = sql`(select t->>'day' as day, t->>'start' as start_t, t->>'end' as end_t from jsonb_array_elements(case when j.schedule->>'kind' = 'weekly' then j.schedule->'times' else jsonb_build_array(jsonb_build_object('day', (array['monday','tuesday','wednesday','thursday','friday','saturday','sunday'])[extract(isodow from (j.schedule->>'date')::date)::int], 'start', j.schedule->>'start', 'end', j.schedule->>'end')) end) t)`;
  const availability = worker.availability;
  const supportsAll = SUPPORTED_CLIENT_GENDERS.every((gender) => worker.client_genders.includes(gender));
  // Scored on the matched rows only (the outer query), from their distance already worked out.
  const score = sql`((select count(*) from unnest(services) service where service = any(${textArray(worker.services)})) * 3 + (case when preferences->'languages' ?| ${textArray(worker.languages)} then 2 else 0 end) + (case when distance_km <= 10 then 1 else 0 end))`;
  const order = {
    best_match: sql`score desc, distance_km asc, published_at desc, id asc`,
    '-published_at': sql`published_at desc, id asc`,
    distance: sql`distance_km asc, published_at desc, id asc`,
    '-rate': sql`lowest_rate desc nulls last, distance_km asc, published_at desc, id asc`,
  }[search.sort];
  return sql`
    with availability as materialized (
      select * from unnest(${textArray(availability.map((range) => range.day))}, ${textArray(availability.map((range) => range.start))}, ${textArray(availability.map((range) => range.end))}) a(day, start_t, end_t)
    )
    , matched as (
      select j.*, cp.gender as client_gender, ${distance} as distance_km, ${lowestRate} as lowest_rate
      from jobs j
      -- The client's gender, looked up for the jobs in the box only.
      left join lateral (select gender from profiles where profiles.user_id = j.client_id) cp on true
      where j.state = 'open' and j.closes_at > ${search.now}
        and j.latitude between ${box.minLatitude} and ${box.maxLatitude}
        and j.longitude between ${box.minLongitude} and ${box.maxLongitude}
        and j.services && ${textArray(worker.services)}
        and ${distance} <= ${search.reachKm}
        and (j.preferences->>'worker_gender' = 'no_preference' or j.preferences->>'worker_gender' = ${worker.gender ?? ''})
        and (j.preferences->>'car' <> 'needed' or ${worker.has_car})
        and (jsonb_array_length(j.preferences->'languages') = 0 or j.preferences->'languages' ?| ${textArray(worker.languages)})
        and (j.preferences->'qualifications') <@ ${JSON.stringify(worker.qualifications)}::jsonb
        and (j.preferences->'credentials') <@ ${JSON.stringify(worker.documents)}::jsonb
        and (case when cp.gender in ('female', 'male', 'non_binary') then cp.gender = any(${textArray(worker.client_genders)}) else ${supportsAll} end)
        and not exists (
          select 1 from ${shifts} s
          where not exists (
            select 1 from availability a
            where a.day = s.day and a.start_t collate "C" <= s.start_t and a.end_t collate "C" >= s.end_t
          )
        )
        ${filters.services?.length ? sql`and j.services && ${textArray(filters.services)}` : sql``}
        ${filters.days?.length ? sql`and exists (select 1 from ${shifts} s where s.day = any(${textArray(filters.days)}))` : sql``}
        ${filters.min_rate !== undefined ? sql`and ${lowestRate} >= ${filters.min_rate}` : sql``}
        ${filters.since ? sql`and j.published_at >= ${filters.since}` : sql``}
    ), scored as (
      select matched.*, ${score} as score from matched
    ), page as (
      select scored.*, (count(*) over ())::int as total, row_number() over (order by ${order}) as position
      from scored
      order by position
      limit ${search.limit} offset ${search.offset}
    )
    -- The clients' first names for the page only.
    select page.*, u.first_name as client_first_name
    from page join users u on u.id = page.client_id
    order by page.position
  `;
}

/** A row of `select j.*` as Drizzle's select would give it. */
function toJobRow(row: Record<string, unknown>): JobRow {
  const date = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date);
  return {
    ...(row as unknown as JobRow),
    published_at: date(row['published_at']),
    closes_at: date(row['closes_at']),
    created_at: date(row['created_at'])!,
    updated_at: date(row['updated_at'])!,
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
