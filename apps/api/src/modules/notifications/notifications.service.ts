import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGES,
  pageMeta,
  type Notification,
  type NotificationListQuery,
  type SparseNotificationListResponse,
  type ReadAllResponse,
} from '@alongside/contract';
import { isPushKind, type NotificationKind } from '@alongside/domain';
import type { Database } from '../../db/database';
import type { NotificationRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { afterCommit } from '../../lib/transaction';
import * as repository from './notifications.repository';

/** A notification to write: its kind is one of the domain's (`NOTIFICATION_KINDS`), so a typo fails to compile. */
export type NewNotification = { kind: NotificationKind; title: string; body: string; link: string | null };

/**
 * Tells a person something in the app; other areas call it inside their own `transaction`. Once it
 * commits, the person's open apps hear of it (the bell, the updates page); its e-mail and, for the
 * kinds that push, its push are owed from then on, and the sweeps send them.
 */
export async function notify(tx: Database, userId: string, at: Date, notice: NewNotification): Promise<void> {
  const row = await repository.insertNotification(tx, { user_id: userId, created_at: at, ...owed(notice) });
  announceAfterCommit(tx, [row]);
}

/** The notification as stored: a kind that never pushes is settled `never` at once. */
function owed(notice: NewNotification) {
  return { ...notice, push_state: isPushKind(notice.kind) ? null : 'never' };
}

/** Tells each of many people the same thing, in one statement; other areas call it inside their `transaction`. */
export async function notifyEach(
  tx: Database,
  userIds: readonly string[],
  at: Date,
  notice: NewNotification,
): Promise<void> {
  const rows = await repository.insertNotifications(
    tx,
    userIds.map((userId) => ({ user_id: userId, created_at: at, ...owed(notice) })),
  );
  announceAfterCommit(tx, rows);
}

/** Each notified person's open apps hear of their notification, once it is committed (decision 038). */
function announceAfterCommit(tx: Database, rows: readonly NotificationRow[]): void {
  afterCommit(tx, (events) => {
    for (const row of rows) {
      events.publish([row.user_id], { type: 'notification', notification: toNotification(row) });
    }
  });
}

/** `GET /api/notifications`: a page of the person's notifications, newest first, with the unread count. */

export async function listNotifications(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  query: NotificationListQuery = { page: 1, limit: NOTIFICATION_LIST_LIMIT },
): Promise<SparseNotificationListResponse> {
  const { page, limit } = query;
  const only = query['filter[unread]'];
  const [rows, total, unread] = await Promise.all([
    repository.listForUser(ctx.db, userId, {
      ...pageWindow(query),
      ...(only === undefined ? {} : { unread: only }),
    }),
    repository.countForUser(ctx.db, userId, only),
    repository.countUnread(ctx.db, userId),
  ]);
  return {
    data: await shapeList(rows.map(toNotification), query, { resource: 'notifications' }),
    meta: { ...pageMeta(page, limit, total), unread },
  };
}

/** `POST /api/notifications/read-all`: every unread notification of the person is marked read. */
export async function markAllNotificationsRead(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<ReadAllResponse> {
  const marked = await repository.markAllRead(ctx.db, userId, ctx.clock.now());
  return { data: { marked }, meta: { unread: 0 }, message: NOTIFICATION_MESSAGES.allRead };
}

/** Marks one of the person's notifications read; another person's or a malformed id is a 404. */
export async function markNotificationRead(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  id: string,
): Promise<Notification> {
  if (!isRowId(id)) throw notFound('Notification');
  const row = await repository.markRead(ctx.db, userId, id, ctx.clock.now());
  if (!row) throw notFound('Notification');
  return toNotification(row);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

/** A person's unread notifications (the bell's count). */
export function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  return repository.countUnread(db, userId);
}
