import { and, asc, count, eq, inArray, isNull, lte, min, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  notifications,
  notificationSettings,
  users,
  type NotificationSettingsRow,
} from '../../db/schema/index';

/** How a notification's e-mail was settled (`notifications.email_state`). */
export type EmailState = 'sent' | 'digest' | 'off' | 'never' | 'given_up';

export async function findSettingsRow(
  db: Database,
  userId: string,
): Promise<NotificationSettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId));
  return row;
}

/** Stores the topics switched off on each channel. */
export async function saveSwitchedOff(
  db: Database,
  userId: string,
  off: { email: readonly string[]; push: readonly string[] },
  at: Date,
): Promise<NotificationSettingsRow> {
  const values = { email_off: [...off.email], push_off: [...off.push], updated_at: at };
  const [row] = await db
    .insert(notificationSettings)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.user_id, set: values })
    .returning();
  return row!;
}

/**
 * Switches one topic's e-mails off for a person (an unsubscribe link), keeping their other choices;
 * false when there is no such person (their account was deleted).
 */
export async function switchEmailOff(
  db: Database,
  userId: string,
  topic: string,
  at: Date,
): Promise<boolean> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!person) return false;
  await db
    .insert(notificationSettings)
    .values({ user_id: userId, email_off: [topic], updated_at: at })
    .onConflictDoUpdate({
      target: notificationSettings.user_id,
      set: {
        email_off: sql`case when ${topic} = any(${notificationSettings.email_off}) then ${notificationSettings.email_off} else array_append(${notificationSettings.email_off}, ${topic}::text) end`,
        updated_at: at,
      },
    });
  return true;
}

/** A notification whose e-mail is owed, with what the sweep needs of its person. */
export type OwedEmailRow = {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  email: string;
  first_name: string;
  email_off: string[] | null;
};

const owedColumns = {
  id: notifications.id,
  user_id: notifications.user_id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  created_at: notifications.created_at,
  email: users.email,
  first_name: users.first_name,
  email_off: notificationSettings.email_off,
};

/** The oldest notifications whose e-mail is owed, leaving out `exceptKinds` (those of the digest). */
export async function listOwedEmails(
  db: Database,
  exceptKinds: readonly string[],
  limit: number,
): Promise<OwedEmailRow[]> {
  return db
    .select(owedColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .leftJoin(notificationSettings, eq(notificationSettings.user_id, notifications.user_id))
    .where(and(isNull(notifications.email_state), notInArray(notifications.kind, [...exceptKinds])))
    .orderBy(asc(notifications.created_at))
    .limit(limit);
}

/**
 * Takes one owed notification for this server's e-mail, inside the caller's transaction, until it
 * ends: false when it is settled already or another server holds it (`skip locked`: no waiting).
 */
export async function claimOwedEmail(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), isNull(notifications.email_state)))
    .for('update', { skipLocked: true });
  return rows.length === 1;
}

/** Settles the e-mail of the notifications still owed among `ids`. */
export async function settleEmails(
  db: Database,
  ids: readonly string[],
  state: EmailState,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ email_state: state, emailed_at: at })
    .where(and(inArray(notifications.id, [...ids]), isNull(notifications.email_state)));
}

/** A person with notifications owed to their digest. */
export type DigestPersonRow = {
  user_id: string;
  waiting: number;
  email_off: string[] | null;
  last_digest_at: Date | null;
};

/**
 * The people with notifications of `kinds` owed whose last digest went at or before `lastDigestBy`
 * (or never), those waiting longest first.
 */
export async function listDigestPeople(
  db: Database,
  kinds: readonly string[],
  lastDigestBy: Date,
  limit: number,
): Promise<DigestPersonRow[]> {
  return db
    .select({
      user_id: notifications.user_id,
      waiting: count(),
      email_off: notificationSettings.email_off,
      last_digest_at: notificationSettings.last_digest_at,
    })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.user_id, notifications.user_id))
    .where(
      and(
        isNull(notifications.email_state),
        inArray(notifications.kind, [...kinds]),
        or(
          isNull(notificationSettings.last_digest_at),
          lte(notificationSettings.last_digest_at, lastDigestBy),
        ),
      ),
    )
    .groupBy(notifications.user_id, notificationSettings.email_off, notificationSettings.last_digest_at)
    .orderBy(asc(min(notifications.created_at)))
    .limit(limit);
}

/**
 * Takes a person's digest for this server, inside the caller's transaction: their settings row (made
 * with the defaults when they have none), locked until the transaction ends; undefined when another
 * server holds it.
 */
export async function claimDigest(
  db: Database,
  userId: string,
  at: Date,
): Promise<(NotificationSettingsRow & { email: string; first_name: string }) | undefined> {
  await db.insert(notificationSettings).values({ user_id: userId, updated_at: at }).onConflictDoNothing();
  const [row] = await db
    .select({
      user_id: notificationSettings.user_id,
      email_off: notificationSettings.email_off,
      push_off: notificationSettings.push_off,
      last_digest_at: notificationSettings.last_digest_at,
      updated_at: notificationSettings.updated_at,
      email: users.email,
      first_name: users.first_name,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.user_id))
    .where(eq(notificationSettings.user_id, userId))
    .for('update', { of: notificationSettings, skipLocked: true });
  return row;
}

/** A person's owed notifications of `kinds`, oldest first. */
export async function listOwedOfPerson(
  db: Database,
  userId: string,
  kinds: readonly string[],
): Promise<{ id: string; title: string; link: string | null }[]> {
  return db
    .select({ id: notifications.id, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        isNull(notifications.email_state),
        inArray(notifications.kind, [...kinds]),
      ),
    )
    .orderBy(asc(notifications.created_at), asc(notifications.id));
}

/** Settles every owed notification of `kinds` the person has. */
export async function settleOwedOfPerson(
  db: Database,
  userId: string,
  kinds: readonly string[],
  state: EmailState,
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ email_state: state, emailed_at: at })
    .where(
      and(
        eq(notifications.user_id, userId),
        isNull(notifications.email_state),
        inArray(notifications.kind, [...kinds]),
      ),
    );
}

export async function recordDigestSent(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(notificationSettings)
    .set({ last_digest_at: at })
    .where(eq(notificationSettings.user_id, userId));
}
