import type { RequestState } from '@alongside/domain';
import { and, count, desc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  jobs,
  profiles,
  supportRequests,
  users,
  type SupportRequestInsert,
  type SupportRequestRow,
} from '../../db/schema/index';

/** A worker whom clients may find (visible and fully verified), by id; undefined for anyone else. */
export async function findFindableWorker(
  db: Database,
  id: string,
): Promise<{ id: string; first_name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, first_name: users.first_name })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(
      and(
        eq(users.id, id),
        eq(users.user_type, 'worker'),
        sql`${profiles.profile_visibility} is distinct from 'hidden'`,
        eq(profiles.personal_details_completed, true),
        eq(profiles.id_verification_completed, true),
      ),
    )
    .limit(1);
  return row;
}

export async function insertRequestRow(
  db: Database,
  values: SupportRequestInsert,
): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row!;
}

export async function updateRequestRow(
  db: Database,
  id: string,
  changes: Pick<Partial<SupportRequestInsert>, 'state' | 'answered_at'>,
): Promise<SupportRequestRow> {
  const [row] = await db.update(supportRequests).set(changes).where(eq(supportRequests.id, id)).returning();
  return row!;
}

/** Marks the pending requests past their time expired (all, or one client's to one worker); answers them. */
export async function expireDueRequestRows(
  db: Database,
  now: Date,
  pair?: { client_id: string; worker_id: string },
): Promise<SupportRequestRow[]> {
  return db
    .update(supportRequests)
    .set({ state: 'expired' })
    .where(
      and(
        eq(supportRequests.state, 'pending'),
        lte(supportRequests.expires_at, now),
        pair ? eq(supportRequests.client_id, pair.client_id) : undefined,
        pair ? eq(supportRequests.worker_id, pair.worker_id) : undefined,
      ),
    )
    .returning();
}

const client = alias(users, 'client');
const worker = alias(users, 'worker');
const clientProfile = alias(profiles, 'client_profile');
const workerProfile = alias(profiles, 'worker_profile');

const viewColumns = {
  request: supportRequests,
  client_first_name: client.first_name,
  client_avatar_id: clientProfile.avatar_id,
  worker_first_name: worker.first_name,
  worker_last_name: worker.last_name,
  worker_avatar_id: workerProfile.avatar_id,
  job_title: jobs.title,
  job_state: jobs.state,
};

export type RequestViewRow = {
  request: SupportRequestRow;
  client_first_name: string;
  client_avatar_id: string | null;
  worker_first_name: string;
  worker_last_name: string;
  worker_avatar_id: string | null;
  job_title: string | null;
  job_state: string | null;
};

function viewQuery(db: Database) {
  return db
    .select(viewColumns)
    .from(supportRequests)
    .innerJoin(client, eq(client.id, supportRequests.client_id))
    .innerJoin(worker, eq(worker.id, supportRequests.worker_id))
    .leftJoin(clientProfile, eq(clientProfile.user_id, supportRequests.client_id))
    .leftJoin(workerProfile, eq(workerProfile.user_id, supportRequests.worker_id))
    .leftJoin(jobs, eq(jobs.id, supportRequests.job_id));
}

/** One request with the two people and its job, locked for the transaction when asked. */
export async function findRequestRow(
  db: Database,
  id: string,
  lock = false,
): Promise<RequestViewRow | undefined> {
  const query = viewQuery(db).where(eq(supportRequests.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: supportRequests }) : await query;
  return row;
}

/** The state as it stands at `now`: a pending request past its time reads expired before the sweep marks it. */
function stateAt(now: Date): SQL<RequestState> {
  return sql<RequestState>`case when ${supportRequests.state} = 'pending' and ${supportRequests.expires_at} <= ${now.toISOString()}::timestamptz then 'expired' else ${supportRequests.state} end`;
}

function personWhere(personId: string): SQL {
  return or(eq(supportRequests.client_id, personId), eq(supportRequests.worker_id, personId))!;
}

/** The requests a person sent or received, newest first, one state (as it stands at `now`) or all. */
export async function listRequestRows(
  db: Database,
  personId: string,
  options: { state?: RequestState; now: Date; offset: number; limit: number },
) {
  const where = and(
    personWhere(personId),
    options.state ? eq(stateAt(options.now), options.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(supportRequests.sent_at), desc(supportRequests.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many of the person's requests are in each state, as they stand at `now`. */
export async function countRequestRowsByState(
  db: Database,
  personId: string,
  now: Date,
): Promise<{ state: RequestState; n: number }[]> {
  const rows = await db
    .select({
      state: supportRequests.state,
      n: count(),
      due: sql<number>`count(*) filter (where ${supportRequests.expires_at} <= ${now.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(supportRequests)
    .where(personWhere(personId))
    .groupBy(supportRequests.state);
  return rows.flatMap(({ state, n, due }): { state: RequestState; n: number }[] =>
    state === 'pending'
      ? [
          { state: 'pending' as const, n: n - due },
          { state: 'expired' as const, n: due },
        ]
      : [{ state, n }],
  );
}

/** Whether the client ever sent the worker a request. */
export async function hasSentRequest(db: Database, clientId: string, workerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(and(eq(supportRequests.client_id, clientId), eq(supportRequests.worker_id, workerId)))
    .limit(1);
  return row !== undefined;
}

/** The latest request the client sent the worker. */
export async function latestRequestTo(
  db: Database,
  clientId: string,
  workerId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(and(eq(supportRequests.client_id, clientId), eq(supportRequests.worker_id, workerId)))
    .orderBy(desc(supportRequests.sent_at))
    .limit(1);
  return row;
}
