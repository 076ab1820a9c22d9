import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, workerSearchChanges } from '../../db/schema/index';

/**
 * The reads of the worker search index (decision 021): every findable worker, the workers changed
 * since a transaction, each with the first transaction the snapshot it was read in may not see (`seenBefore`), and the newest change.
 */

/** The nil id the truncate trigger logs: load everything again. */
export const EVERYTHING = '00000000-0000-0000-0000-000000000000';

const entryColumns = {
  id: profiles.user_id,
  latitude: profiles.search_latitude,
  longitude: profiles.search_longitude,
  range_km: profiles.range_of_work_in_km,
  visibility: profiles.profile_visibility,
  personal_details_completed: profiles.personal_details_completed,
  id_verification_completed: profiles.id_verification_completed,
  client_genders: profiles.client_genders,
  gender: profiles.gender,
  car_ownership: profiles.car_ownership,
  services: profiles.service_offerings,
  languages: profiles.languages,
  rate: profiles.weekday_hourly_rate,
  joined_at: profiles.joined_at,
  availability: profiles.availability_schedule,
};
/** What the index reads of a worker (every column null for a worker who is gone). */
export type WorkerSearchEntry = {
  [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] | null;
};

/**
 * The oldest transaction still running when the transaction's snapshot was taken: every change by
 * an older one is in it, and a change the snapshot cannot see has this id or a later one.
 */
async function snapshotXmin(tx: Database): Promise<number> {
  const xmin = await scalar(tx, sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint`);
  return Number(xmin);
}

/** The one value a statement answers (both drivers answer `rows`; PostgreSQL gives a bigint as text). */
async function scalar(db: Database, query: SQL): Promise<unknown> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const [row] = rows;
  return row ? Object.values(row)[0] : undefined;
}

/** The newest change logged, as a column of the searcher's query (`null` when none was ever logged). */
export const LATEST_WORKER_CHANGE = sql<
  number | null
>`(select max(${workerSearchChanges.xid}) from ${workerSearchChanges})`.mapWith(Number);

/** The newest change logged, read on its own (for a caller that has not read it with its own row). */
export async function latestChange(db: Database): Promise<number | null> {
  const latest = await scalar(db, sql`select max(${workerSearchChanges.xid}) from ${workerSearchChanges}`);
  return latest === null || latest === undefined ? null : Number(latest);
}

/** Every findable worker (not hidden, with a search point), in one snapshot, with what it has seen (`seenBefore`). */
export async function readFindableWorkers(db: Database) {
  return db.transaction(
    async (tx) => {
      const seenBefore = await snapshotXmin(tx);
      const rows: WorkerSearchEntry[] = await tx
        .select(entryColumns)
        .from(profiles)
        .where(
          and(
            isNotNull(profiles.search_latitude),
            sql`${profiles.profile_visibility} is distinct from 'hidden'`,
          ),
        );
      return { seenBefore, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The workers changed by transactions at or after `since`, as they are now, in one snapshot, with
 * what it has seen (`seenBefore`): `changed` is the worker logged, the rest null when they are gone.
 */
export async function readChangedWorkers(db: Database, since: number) {
  return db.transaction(
    async (tx) => {
      const seenBefore = await snapshotXmin(tx);
      const rows: (WorkerSearchEntry & { changed: string })[] = await tx
        .select({ changed: workerSearchChanges.user_id, ...entryColumns })
        .from(workerSearchChanges)
        .leftJoin(profiles, eq(profiles.user_id, workerSearchChanges.user_id))
        .where(gte(workerSearchChanges.xid, since));
      return { seenBefore, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
