import type { Database } from '../../db/database';
import { hasAppliedToClient } from './applications.repository';
import { hasSentRequest } from './requests.repository';

/**
 * Whether a client and a worker have a reason to see each other's details (issue #21 item 6,
 * decision 033): the worker applied to one of the client's jobs, or the client sent the worker a
 * request. Whatever became of it, the reason stays: each may look back at whom they dealt with.
 */
export async function areConnected(db: Database, clientId: string, workerId: string): Promise<boolean> {
  return (await hasSentRequest(db, clientId, workerId)) || (await hasAppliedToClient(db, workerId, clientId));
}
