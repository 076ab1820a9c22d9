import type { Database } from '../../db/database';
import { hasAppliedToClient, latestApplicationToClient } from './applications.repository';
import { findFindableWorker, hasSentRequest, latestRequestTo } from './requests.repository';

/**
 * Whether a client and a worker have a reason to see each other's details (issue #21 item 6,
 * decision 033): the worker applied to one of the client's jobs, or the client sent the worker a
 * request. Whatever became of it, the reason stays: each may look back at whom they dealt with.
 */
export async function areConnected(db: Database, clientId: string, workerId: string): Promise<boolean> {
  return (await hasSentRequest(db, clientId, workerId)) || (await hasAppliedToClient(db, workerId, clientId));
}

/** What lies between a client and a worker through jobs and requests (issue #22: why they may talk). */
export type Ties = {
  /** The latest job the worker applied to (the one they were hired for, first). */
  application: { job_id: string; title: string; hired: boolean } | null;
  /** The latest request the client sent the worker. */
  request: { id: string } | null;
  /** Whether the worker is one clients may find (visible and fully verified). */
  findable: boolean;
};

export async function tiesBetween(db: Database, clientId: string, workerId: string): Promise<Ties> {
  const [application, request, findable] = await Promise.all([
    latestApplicationToClient(db, workerId, clientId),
    latestRequestTo(db, clientId, workerId),
    findFindableWorker(db, workerId),
  ]);
  return { application: application ?? null, request: request ?? null, findable: findable !== undefined };
}
