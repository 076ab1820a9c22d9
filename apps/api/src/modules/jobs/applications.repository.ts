import type { ApplicationState } from '@alongside/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  addresses,
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
 * Every applicant of a job (one state or all), with their profile and home; ordered by the service.
 * Prepared (`prepared`): planning this join took as long as running it (decision 033, "Figures").
 */
export async function listApplicantRows(
  db: Database,
  jobId: string,
  state: ApplicationState | undefined,
): Promise<ApplicantRow[]> {
  return state
    ? prepared(db, 'jobs_applicants_in_state', () => applicantsQuery(db, true)).execute({
        job_id: jobId,
        state,
      })
    : prepared(db, 'jobs_applicants', () => applicantsQuery(db, false)).execute({ job_id: jobId });
}

function applicantsQuery(db: Database, inState: boolean) {
  return db
    .select({
      application: applications,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_id: profiles.avatar_id,
      ...workerFactColumns,
      suburb: addresses.suburb,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.worker_id))
    .leftJoin(profiles, eq(profiles.user_id, applications.worker_id))
    .leftJoin(addresses, and(eq(addresses.user_id, applications.worker_id), eq(addresses.is_primary, true)))
    .where(
      and(
        eq(applications.job_id, sql.placeholder('job_id')),
        inState ? eq(applications.state, sql.placeholder('state')) : undefined,
      ),
    );
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
