import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications, type NotificationRow } from '../../db/schema/index';

export type NotificationInsert = Pick<
  NotificationRow,
  'user_id' | 'kind' | 'title' | 'body' | 'link' | 'created_at'
> &
  Partial<Pick<NotificationRow, 'push_state'>>;

export async function insertNotification(db: Database, values: NotificationInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** One notification for each of many people, in one statement (a job alert to every worker it matches). */
export async function insertNotifications(
  db: Database,
  values: readonly NotificationInsert[],
): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(notifications)
    .values([...values])
    .returning();
}

/** The person's notifications; `unread` keeps the unread ones (true) or the read ones (false). */
function ofUser(userId: string, unread?: boolean) {
  const read =
    unread === undefined
      ? undefined
      : unread
        ? isNull(notifications.read_at)
        : isNotNull(notifications.read_at);
  return and(eq(notifications.user_id, userId), read);
}

export async function listForUser(
  db: Database,
  userId: string,
  page: { offset: number; limit: number; unread?: boolean },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ofUser(userId, page.unread))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countForUser(db: Database, userId: string, unread?: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofUser(userId, unread));
  return row?.n ?? 0;
}

/** Marks every unread notification of the person read; answers how many. */
export async function markAllRead(db: Database, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: at })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

/** Marks the person's notification read (once); undefined when they have no such notification. */
export async function markRead(
  db: Database,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read_at: at })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  return existing;
}
