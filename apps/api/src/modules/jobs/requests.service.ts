import {
  REQUEST_MESSAGES,
  REQUEST_MOVES,
  avatarUrl,
  pageMeta,
  type RequestInput,
  type RequestListQuery,
  type SparseRequestListResponse,
  type RequestMove,
  type RequestResponse,
  type SupportRequest,
} from '@alongside/contract';
import {
  REQUEST_STATES,
  australianDate,
  isRequestExpired,
  nextRequestState,
  requestActionsFrom,
  requestExpiresAt,
  schedulePastProblem,
  type RequestState,
} from '@alongside/domain';
import type { SupportRequestInsert, UserRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { HttpError, forbidden, invalid, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { getAddress } from '../addresses/addresses.service';
import { openConversationFrom } from '../chat/conversations.service';
import { assertMayTakeWork } from '../subscription/subscription.service';
import { notify, type NewNotification } from '../notifications/notifications.service';
import { placeOf } from './job-rows';
import { findJobRow } from './jobs.repository';
import {
  countRequestRowsByState,
  expireDueRequestRows,
  findFindableWorker,
  findRequestRow,
  insertRequestRow,
  listRequestRows,
  updateRequestRow,
  type RequestViewRow,
} from './requests.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'log'>;
type Caller = Pick<UserRow, 'id' | 'user_type' | 'first_name'>;

const REQUEST = 'Request';
const conflict = (message: string) => new HttpError(409, message);
const REQUESTS_LINK = '/requests';

/**
 * `POST /api/requests`: a client asks a worker they could find for support, or invites them to
 * apply to one of the client's open jobs. One waiting request per client and worker (409 for a
 * second, also when two arrive at once); the worker is told.
 */
export async function sendRequest(ctx: Ctx, caller: Caller, input: RequestInput): Promise<SupportRequest> {
  if (caller.user_type !== 'client') throw forbidden(REQUEST_MESSAGES.clientsOnly);
  const now = ctx.clock.now();
  const worker = isRowId(input.worker_id) ? await findFindableWorker(ctx.db, input.worker_id) : undefined;
  if (!worker) throw invalid({ worker_id: [REQUEST_MESSAGES.workerUnknown] });
  const values: SupportRequestInsert = {
    kind: input.kind,
    client_id: caller.id,
    worker_id: worker.id,
    message: input.message ?? '',
    sent_at: now,
    expires_at: requestExpiresAt(now),
  };
  let about: string;
  if (input.kind === 'support') {
    const past = schedulePastProblem(input.schedule, australianDate(now));
    if (past) throw invalid({ schedule: [past] });
    const address = await clientAddress(ctx, caller.id, input.address_id);
    Object.assign(values, {
      services: input.services,
      schedule: input.schedule,
      suburb: address.suburb,
      place_state: address.state,
      postcode: address.postcode,
    });
    about = `${caller.first_name} would like your support in ${address.suburb}.`;
  } else {
    const job = await findJobRow(ctx.db, input.job_id);
    if (!job || job.client_id !== caller.id || job.state !== 'open') {
      throw invalid({ job_id: [REQUEST_MESSAGES.jobUnknown] });
    }
    Object.assign(values, {
      job_id: job.id,
      services: job.services,
      schedule: job.schedule,
      suburb: job.suburb,
      place_state: job.place_state,
      postcode: job.postcode,
    });
    about = `${caller.first_name} invites you to apply for ${job.title}.`;
  }
  try {
    const id = await transaction(ctx, async (tx) => {
      // A request that ran out without the sweep having marked it yet no longer blocks a new one.
      await expireDueRequestRows(tx, now, { client_id: caller.id, worker_id: worker.id });
      const row = await insertRequestRow(tx, values);
      await notify(tx, worker.id, now, {
        kind: 'request_received',
        title: input.kind === 'support' ? 'A request for your support' : 'An invitation to apply',
        body: `${about} Answer within 7 days.`,
        link: REQUESTS_LINK,
      });
      return row.id;
    });
    await openConversationFrom(ctx, caller, worker.id, {
      kind: 'request',
      id,
      message: values.message ?? '',
    });
    return toRequest((await findRequestRow(ctx.db, id))!, caller.id, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REQUEST_MESSAGES.duplicate);
    throw error;
  }
}

/**
 * `POST /api/requests/:id/accept|decline|cancel`: the worker answers, the client cancels while it
 * waits; the table decides (409 otherwise), and a request past its 7 days has expired. The other
 * person is told.
 */
export async function moveRequest(
  ctx: Ctx,
  caller: Caller,
  id: string,
  move: RequestMove,
): Promise<RequestResponse> {
  if (!isRowId(id)) throw notFound(REQUEST);
  const now = ctx.clock.now();
  const row = await transaction(ctx, async (tx) => {
    const found = await findRequestRow(tx, id, true);
    const actor = found && actorOf(found, caller.id);
    if (!found || !actor) throw notFound(REQUEST);
    const { request } = found;
    if (isRequestExpired(request.state, request.sent_at, now)) throw conflict(REQUEST_MESSAGES.expired);
    const to = nextRequestState(request.state, move, actor);
    if (!to) throw conflict(REQUEST_MESSAGES.refused(move, request.state));
    if (move === 'accept') await assertMayTakeWork({ ...ctx, db: tx }, caller.id);
    await updateRequestRow(tx, id, { state: to, answered_at: now });
    await notify(tx, actor === 'worker' ? request.client_id : request.worker_id, now, notice(found, move));
    return (await findRequestRow(tx, id))!;
  });
  return { data: toRequest(row, caller.id, now), message: REQUEST_MESSAGES.action[move] };
}

/** `GET /api/requests`: what the client sent, or the worker received, newest first, with the count in each state. */
export async function listRequests(
  ctx: Ctx,
  caller: Caller,
  query: RequestListQuery,
): Promise<SparseRequestListResponse> {
  const now = ctx.clock.now();
  const { page, limit } = query;
  const state = query['filter[state]'];
  const [{ rows, total }, counted] = await Promise.all([
    listRequestRows(ctx.db, caller.id, {
      ...(state ? { state } : {}),
      now,
      ...pageWindow(query),
    }),
    countRequestRowsByState(ctx.db, caller.id, now),
  ]);
  const counts = Object.fromEntries(REQUEST_STATES.map((each) => [each, 0])) as Record<RequestState, number>;
  for (const { state: each, n } of counted) counts[each] += n;
  return {
    data: await shapeList(
      rows.map((row) => toRequest(row, caller.id, now)),
      query,
      { resource: 'requests' },
    ),
    meta: { ...pageMeta(page, limit, total), counts },
  };
}

/**
 * The request sweep: marks each pending request past its 7 days expired and tells both people.
 * Safe on several servers at once: each row is marked by one conditional update.
 */
export async function runRequestExpirySweep(ctx: Ctx): Promise<{ expired: number }> {
  const now = ctx.clock.now();
  const expired = await transaction(ctx, async (tx) => {
    const rows = await expireDueRequestRows(tx, now);
    for (const row of rows) {
      await notify(tx, row.client_id, now, {
        kind: 'request_expired',
        title: 'A request was not answered',
        body: 'Your request waited 7 days without an answer and has expired. You can ask another worker, or ask again.',
        link: REQUESTS_LINK,
      });
      await notify(tx, row.worker_id, now, {
        kind: 'request_expired',
        title: 'A request has expired',
        body: 'A request for your support waited 7 days without an answer and has expired.',
        link: REQUESTS_LINK,
      });
    }
    return rows.length;
  });
  return { expired };
}

function actorOf(found: RequestViewRow, callerId: string): 'client' | 'worker' | null {
  if (found.request.client_id === callerId) return 'client';
  if (found.request.worker_id === callerId) return 'worker';
  return null;
}

function notice(found: RequestViewRow, move: RequestMove): NewNotification {
  const worker = found.worker_first_name;
  if (move === 'accept') {
    return {
      kind: 'request_accepted',
      title: `${worker} accepted your request`,
      body: `${worker} would like to support you. You can now see each other's details.`,
      link: REQUESTS_LINK,
    };
  }
  if (move === 'decline') {
    return {
      kind: 'request_declined',
      title: `${worker} cannot take your request`,
      body: `${worker} is not able to help this time. Other workers near you may be: search again or post a job.`,
      link: REQUESTS_LINK,
    };
  }
  return {
    kind: 'request_cancelled',
    title: `${found.client_first_name} cancelled a request`,
    body: `${found.client_first_name} no longer needs the support they asked you for.`,
    link: REQUESTS_LINK,
  };
}

async function clientAddress(ctx: Ctx, clientId: string, addressId: string) {
  try {
    return await getAddress(ctx, clientId, addressId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw invalid({ address_id: [REQUEST_MESSAGES.addressUnknown] });
    }
    throw error;
  }
}

function toRequest(row: RequestViewRow, viewerId: string, now: Date): SupportRequest {
  const { request } = row;
  const state: RequestState = isRequestExpired(request.state, request.sent_at, now)
    ? 'expired'
    : request.state;
  const actor = request.client_id === viewerId ? 'client' : 'worker';
  return {
    id: request.id,
    kind: request.kind,
    state,
    client: {
      id: request.client_id,
      first_name: row.client_first_name,
      avatar: row.client_avatar_id
        ? { id: row.client_avatar_id, url: avatarUrl(row.client_avatar_id) }
        : null,
    },
    worker: {
      id: request.worker_id,
      first_name: row.worker_first_name,
      last_initial: row.worker_last_name.slice(0, 1).toUpperCase(),
      avatar: row.worker_avatar_id
        ? { id: row.worker_avatar_id, url: avatarUrl(row.worker_avatar_id) }
        : null,
    },
    services: request.services,
    schedule: request.schedule,
    place: placeOf(request),
    message: request.message,
    job:
      request.job_id && row.job_title
        ? { id: request.job_id, title: row.job_title, state: row.job_state ?? '' }
        : null,
    actions: requestActionsFrom(state, actor).filter((action): action is RequestMove =>
      (REQUEST_MOVES as readonly string[]).includes(action),
    ),
    sent_at: request.sent_at.toISOString(),
    answered_at: request.answered_at?.toISOString() ?? null,
    expires_at: request.expires_at.toISOString(),
  };
}
