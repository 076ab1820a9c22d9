import type { JobState } from '@alongside/domain';
import { and, arrayOverlaps, asc, between, count, desc, eq, gt, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobs, profiles, users, type JobInsert, type JobRow } from '../../db/schema/index';

/**
 * Locks the client's row until the transaction ends, so two new drafts at once cannot pass the
 * drafts limit together.
 */
export async function lockJobOwner(db: Database, clientId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('update');
}

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

/**
 * Open jobs still before their closing date, inside a box of latitude and longitude, asking for at
 * least one of `services`, published since `since` when given. The rules then check the rest.
 */
export async function listOpenJobRowsIn(
  db: Database,
  options: {
    box: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };
    services: readonly string[];
    since?: Date | undefined;
    now: Date;
  },
): Promise<BoardJobRow[]> {
  const { box } = options;
  return db
    .select(boardColumns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.client_id))
    .leftJoin(profiles, eq(profiles.user_id, jobs.client_id))
    .where(
      and(
        eq(jobs.state, 'open'),
        gt(jobs.closes_at, options.now),
        between(jobs.latitude, box.minLatitude, box.maxLatitude),
        between(jobs.longitude, box.minLongitude, box.maxLongitude),
        arrayOverlaps(jobs.services, [...options.services]),
        options.since ? gte(jobs.published_at, options.since) : undefined,
      ),
    );
}

/** One open job before its closing date, with its client's first name and gender. */
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
