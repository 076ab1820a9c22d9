import { NOTIFICATION_LIST_LIMIT, type Notification } from '@alongside/contract';
import type { Database } from '../../db/database';
import type { NotificationRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import * as repository from './notifications.repository';

export type NewNotification = { kind: string; title: string; body: string; link: string | null };

/** Tells a person something in the app; other areas call it inside their own transaction. */
export async function notify(db: Database, userId: string, at: Date, notice: NewNotification): Promise<void> {
  await repository.insertNotification(db, { user_id: userId, created_at: at, ...notice });
}

export async function listNotifications(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<{ data: Notification[]; meta: { unread: number } }> {
  const [rows, unread] = await Promise.all([
    repository.listForUser(ctx.db, userId, NOTIFICATION_LIST_LIMIT),
    repository.countUnread(ctx.db, userId),
  ]);
  return { data: rows.map(toNotification), meta: { unread } };
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
