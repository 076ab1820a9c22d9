import { WEEKDAYS, type ApplicationState, type WeeklyTimeRange } from '@alongside/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { executeNamed, rawTime, rawTimeOrNull } from '../../db/prepared';
import {
  applications,
  documents,
  jobs,
  profiles,
  users,
  type ApplicationInsert,
  type ApplicationRow,
  type JobRow,
} from '../../db/schema/index';
import type { WorkerFactRow } from './job-rows';

const ACTIVE: ApplicationState[] = ['applied', 'shortlisted', 'offered'];

export async function insertApplicationRow(db: Database, values: ApplicationInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

export async function updateApplicationRow(
  db: Database,
  id: string,
  changes: Pick<Partial<ApplicationInsert>, 'state' | 'decline_reason' | 'updated_at'>,
): Promise<ApplicationRow> {
  const [row] = await db.update(applications).set(changes).where(eq(applications.id, id)).returning();
  return row!;
}

/** An application with the job it is for, locked for the transaction when `lock` is set. */
export async function findApplicationRow(
  db: Database,
  id: string,
  lock = false,
): Promise<{ application: ApplicationRow; job: JobRow } | undefined> {
  const query = db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(eq(applications.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}

/** The worker's application still in the running for a job, if any. */
export async function findActiveApplicationRow(
  db: Database,
  jobId: string,
  workerId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.job_id, jobId),
        eq(applications.worker_id, workerId),
        inArray(applications.state, ACTIVE),
      ),
    )
    .limit(1);
  return row;
}

/** Every application of the worker to a job, in any state, the newest first. */
export async function listWorkerJobApplicationRows(
  db: Database,
  jobId: string,
  workerId: string,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.job_id, jobId), eq(applications.worker_id, workerId)))
    .orderBy(desc(applications.created_at), desc(applications.id));
}

export async function countHiredRows(db: Database, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.job_id, jobId), eq(applications.state, 'hired')));
  return row?.n ?? 0;
}

/** Moves every application of the job still in the running to `state`; answers the workers told. */
export async function endActiveApplicationRows(
  db: Database,
  jobId: string,
  state: ApplicationState,
  at: Date,
): Promise<{ id: string; worker_id: string }[]> {
  return db
    .update(applications)
    .set({ state, updated_at: at })
    .where(and(eq(applications.job_id, jobId), inArray(applications.state, ACTIVE)))
    .returning({ id: applications.id, worker_id: applications.worker_id });
}

/** How many applications of a job, or of a worker, are in each state that has any. */
export async function countApplicationRowsByState(
  db: Database,
  where: { job_id: string } | { worker_id: string },
): Promise<{ state: ApplicationState; n: number }[]> {
  return db
    .select({ state: applications.state, n: count() })
    .from(applications)
    .where(
      'job_id' in where ? eq(applications.job_id, where.job_id) : eq(applications.worker_id, where.worker_id),
    )
    .groupBy(applications.state);
}

/** How many applications of each of the jobs wait for an answer (state `applied`). */
export async function countNewApplicantRows(
  db: Database,
  jobIds: readonly string[],
): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ job_id: applications.job_id, n: count() })
    .from(applications)
    .where(and(inArray(applications.job_id, [...jobIds]), eq(applications.state, 'applied')))
    .groupBy(applications.job_id);
  return new Map(rows.map((row) => [row.job_id, row.n]));
}

/** How many applications each of the jobs has had, in any state; a job with none is left out. */
export async function countApplicationRowsByJob(
  db: Database,
  jobIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ job_id: applications.job_id, n: count() })
    .from(applications)
    .where(inArray(applications.job_id, [...jobIds]))
    .groupBy(applications.job_id);
  return new Map(rows.map((row) => [row.job_id, row.n]));
}

/** An applicant with what the client's card and the fit rules read of them. */
export type ApplicantRow = WorkerFactRow & {
  application: ApplicationRow;
  first_name: string;
  last_name: string;
  avatar_id: string | null;
  suburb: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** The columns of `WorkerFactRow`. */
export const workerFactColumns = {
  gender: profiles.gender,
  client_genders: profiles.client_genders,
  car_ownership: profiles.car_ownership,
  range_of_work_in_km: profiles.range_of_work_in_km,
  service_offerings: profiles.service_offerings,
  availability_schedule: profiles.availability_schedule,
  languages: profiles.languages,
  qualifications: profiles.qualifications,
};

/**
 * An applicant of a page of `listRankedApplicantRows`, with how far they live from the job and their
 * approved documents.
 */
export type RankedApplicantRow = ApplicantRow & {
  distance_km: number | null;
  approved_documents: ApprovedDocumentRow[];
};

/** A page of a job's applicants, with how many of the job's applications are in each state that has any. */
export type RankedApplicants = {
  rows: RankedApplicantRow[];
  counts: { state: ApplicationState; n: number }[];
};

/** What `listRankedApplicantRows` is asked for. */
export type ApplicantSearch = {
  jobId: string;
  state: ApplicationState | undefined;
  sort: 'best_match' | '-created_at';
  offset: number;
  limit: number;
  /** Australian calendar day (YYYY-MM-DD) that decides which checks are current. */
  today: string;
};

/**
 * One page of a job's applicants (one state or all), ranked by the database (decision 033): best
 * match is the fewest of the job's wishes missed (`APPLICANT_GAP_TEXTS` of `unmetJobConditions`),
 * then the highest `jobMatchScore`, then the nearest, then who applied first (`compareApplicants`);
 * a test keeps the SQL and the rules in step. Only the page's rows are read whole, with their
 * approved documents, and the counts in each state come in the same statement: one round trip.
 */
export async function listRankedApplicantRows(
  db: Database,
  search: ApplicantSearch,
): Promise<RankedApplicants> {
  const result = await executeNamed<Record<string, unknown>>(db, 'jobs_applicants', applicantsQuery(search));
  const counted = (result.rows[0]?.['counts'] ?? {}) as Partial<Record<ApplicationState, number>>;
  const rows = result.rows
    .filter((row) => row['id'] !== null)
    .map((row) => ({
      application: {
        id: row['id'] as string,
        job_id: row['job_id'] as string,
        worker_id: row['worker_id'] as string,
        state: row['state'] as ApplicationState,
        message: row['message'] as string,
        proposed_rate: row['proposed_rate'] as number | null,
        decline_reason: row['decline_reason'] as string | null,
        created_at: rawTime(row['created_at']),
        updated_at: rawTime(row['updated_at']),
      } satisfies ApplicationRow,
      first_name: row['first_name'] as string,
      last_name: row['last_name'] as string,
      avatar_id: row['avatar_id'] as string | null,
      gender: row['gender'] as string | null,
      client_genders: row['client_genders'] as string[] | null,
      car_ownership: row['car_ownership'] as string | null,
      range_of_work_in_km: row['range_of_work_in_km'] as number | null,
      service_offerings: row['service_offerings'] as string[] | null,
      availability_schedule: row['availability_schedule'] as WeeklyTimeRange[] | null,
      languages: row['languages'] as string[] | null,
      qualifications: row['qualifications'] as string[] | null,
      suburb: row['suburb'] as string | null,
      latitude: row['latitude'] as number | null,
      longitude: row['longitude'] as number | null,
      distance_km: row['distance_km'] === null ? null : Number(row['distance_km']),
      approved_documents: (
        row['approved_documents'] as (Omit<ApprovedDocumentRow, 'approved_at'> & {
          approved_at: string | null;
        })[]
      ).map((document) => ({
        ...document,
        approved_at: rawTimeOrNull(document.approved_at),
      })),
    }));
  return {
    rows,
    counts: Object.entries(counted).map(([state, n]) => ({ state: state as ApplicationState, n: n! })),
  };
}

/** The query of `listRankedApplicantRows` (the benchmark times it). */
export function applicantsQuery(search: ApplicantSearch): SQL {
  // Null without a home (`least` would take 1 for a null and put them half the earth away).
  const distance = sql`case when h.latitude is not null and j.latitude is not null then (12742.0176 * asin(least(1, sqrt(power(sin(radians(h.latitude - j.latitude) / 2), 2) + cos(radians(j.latitude)) * cos(radians(h.latitude)) * power(sin(radians(h.longitude - j.longitude) / 2), 2))))) end`;
  // The worker's available times as the job's `shift_week` counts them (`weekRangesOf`).
  const day = (t: SQL) => sql`(array_position(${sql.param([...WEEKDAYS])}::text[], ${t}) - 1) * 86400`;
  const at = (field: string) => sql`extract(epoch from (t ->> ${field})::time)::int`;
  const week = sql`coalesce((
    select range_agg(int4range(2 * (${day(sql`t ->> 'day'`)} + ${at('start')}), 2 * (${day(sql`t ->> 'day'`)} + ${at('end')}) - 1))
    from jsonb_array_elements(availability_schedule) t
  ), '{}'::int4multirange)`;
  const unmet = (holds: SQL) => sql`(not coalesce(${holds}, false))::int`;
  const gaps = sql.join(
    [
      unmet(sql`distance_km <= range_of_work_in_km`),
      unmet(sql`service_offerings && job_services`),
      unmet(sql`wanted_gender = 'no_preference' or gender = wanted_gender`),
      unmet(sql`not needs_car or car_ownership = 'has_car'`),
      unmet(sql`wanted_languages = '{}' or languages && wanted_languages`),
      unmet(sql`required_qualifications <@ coalesce(qualifications, '{}')`),
      unmet(sql`required_credentials <@ current_documents`),
      unmet(sql`shift_week <@ ${week}`),
    ],
    sql` + `,
  );
  const score = sql`((select count(*) from unnest(job_services) s where s = any(service_offerings))::int * 3
    + (case when coalesce(wanted_languages && languages, false) then 2 else 0 end)
    + (case when coalesce(distance_km <= 10, false) then 1 else 0 end))`;
  const order = (of: SQL) =>
    search.sort === '-created_at'
      ? sql`${of}created_at desc, ${of}id asc`
      : sql`${of}gaps asc, ${of}score desc, ${of}distance_km asc nulls last, ${of}created_at asc, ${of}id asc`;
  return sql`
    with judged as (
      select a.id, a.created_at, ${distance} as distance_km,
        p.range_of_work_in_km, p.service_offerings, p.gender, p.car_ownership, p.languages,
        p.qualifications, p.availability_schedule,
        j.services as job_services, j.worker_gender as wanted_gender, j.needs_car,
        j.languages as wanted_languages, j.required_qualifications, j.required_credentials, j.shift_week,
        -- Read only for a job that asks for checks: most ask for none.
        case when j.required_credentials <> '{}' then array(
          select d.document_type::text from documents d
          where d.user_id = a.worker_id and d.status = 'approved' and d.approved_at is not null
            and (d.expires_on is null or d.expires_on >= ${search.today}::date)
        ) else '{}' end as current_documents
      from applications a
      join jobs j on j.id = a.job_id
      left join profiles p on p.user_id = a.worker_id
      left join addresses h on h.user_id = a.worker_id and h.is_primary
      where a.job_id = ${search.jobId} ${search.state ? sql`and a.state = ${search.state}` : sql``}
    ), page as (
      select id, created_at, distance_km, ${gaps} as gaps, ${score} as score
      from judged
      order by ${order(sql``)}
      limit ${search.limit} offset ${search.offset}
    ), counted as (
      select coalesce(json_object_agg(state, n), '{}'::json) as counts
      from (select state, count(*)::int as n from applications where job_id = ${search.jobId} group by state) c
    )
    select counted.counts, listed.*
    from counted
    left join lateral (
      select a.id, a.job_id, a.worker_id, a.state, a.message, a.proposed_rate, a.decline_reason,
        a.created_at, a.updated_at, u.first_name, u.last_name, p.avatar_id,
        p.gender, p.client_genders, p.car_ownership, p.range_of_work_in_km, p.service_offerings,
        p.availability_schedule, p.languages, p.qualifications,
        h.suburb, h.latitude, h.longitude, page.distance_km, page.gaps, page.score,
        coalesce((
          select json_agg(json_build_object('user_id', d.user_id, 'document_type', d.document_type,
            'approved_at', d.approved_at, 'expires_on', d.expires_on, 'issuing_state', d.issuing_state)
            order by d.document_type)
          from documents d where d.user_id = a.worker_id and d.status = 'approved'
        ), '[]'::json) as approved_documents
      from page
      join applications a on a.id = page.id
      join users u on u.id = a.worker_id
      left join profiles p on p.user_id = a.worker_id
      left join addresses h on h.user_id = a.worker_id and h.is_primary
    ) listed on true
    order by ${order(sql`listed.`)}
  `;
}

export type ApprovedDocumentRow = {
  user_id: string;
  document_type: string;
  approved_at: Date | null;
  expires_on: string | null;
  issuing_state: string | null;
};

/** The approved documents of these people, for their badges and the checks a job asks for. */
export async function listApprovedDocumentRows(
  db: Database,
  userIds: readonly string[],
): Promise<ApprovedDocumentRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      user_id: documents.user_id,
      document_type: documents.document_type,
      approved_at: documents.approved_at,
      expires_on: documents.expires_on,
      issuing_state: documents.issuing_state,
    })
    .from(documents)
    .where(and(eq(documents.status, 'approved'), inArray(documents.user_id, [...userIds])))
    .orderBy(documents.document_type);
}

/** A worker's applications with their jobs and the clients' first names, the last changed first. */
export async function listWorkerApplicationRows(
  db: Database,
  workerId: string,
  options: { state?: ApplicationState; offset: number; limit: number },
) {
  const where = and(
    eq(applications.worker_id, workerId),
    options.state ? eq(applications.state, options.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, job: jobs, client_first_name: users.first_name })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(users, eq(users.id, jobs.client_id))
      .where(where)
      .orderBy(desc(applications.updated_at), desc(applications.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the worker ever applied to one of the client's jobs. */
export async function hasAppliedToClient(db: Database, workerId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(eq(applications.worker_id, workerId), eq(jobs.client_id, clientId)))
    .limit(1);
  return row !== undefined;
}

/** The worker's latest application to one of the client's jobs, a hire first, with the job's title. */
export async function latestApplicationToClient(
  db: Database,
  workerId: string,
  clientId: string,
): Promise<{ job_id: string; title: string; hired: boolean } | undefined> {
  const [row] = await db
    .select({ job_id: jobs.id, title: jobs.title, state: applications.state })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(eq(applications.worker_id, workerId), eq(jobs.client_id, clientId)))
    .orderBy(sql`${applications.state} = 'hired' desc`, desc(applications.updated_at))
    .limit(1);
  return row && { job_id: row.job_id, title: row.title ?? '', hired: row.state === 'hired' };
}
