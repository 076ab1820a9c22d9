import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { othersMessagesAfter, unreadMessagesOfMember } from '../../db/unread-messages';
import {
  conversationMembers,
  conversations,
  messageNoticeMarks,
  messages,
  notifications,
  notificationSettings,
  pushSubscriptions,
  users,
  type PushSubscriptionRow,
} from '../../db/schema/index';

/** The other person of a conversation, beside the member. */
const otherPerson = alias(users, 'other_person');

/** How a notification's push was settled (`notifications.push_state`). */
export type PushState = 'sending' | 'sent' | 'off' | 'none' | 'never' | 'given_up';

/** Stores a device's subscription for `user_id`; the same endpoint posted again moves to this person. */
export async function upsertSubscription(
  db: Database,
  values: Pick<PushSubscriptionRow, 'user_id' | 'endpoint' | 'p256dh' | 'auth' | 'user_agent' | 'created_at'>,
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        user_id: values.user_id,
        p256dh: values.p256dh,
        auth: values.auth,
        user_agent: values.user_agent,
      },
    })
    .returning();
  return row!;
}

/** Removes the person's subscription at `endpoint`; false when they have none there. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A dead subscription (the push service answered 404 or 410), whoever holds it. */
export async function deleteSubscriptionById(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listSubscriptions(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(asc(pushSubscriptions.created_at));
}

export async function markSubscriptionUsed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ last_used_at: at }).where(eq(pushSubscriptions.id, id));
}

/** A notification whose push is owed, with the person's push choices. */
export type OwedPushRow = {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  push_off: string[] | null;
};

/** The oldest notifications whose push is owed (only kinds that push start owed). */
export async function listOwedPushes(db: Database, limit: number): Promise<OwedPushRow[]> {
  return db
    .select({
      id: notifications.id,
      user_id: notifications.user_id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      created_at: notifications.created_at,
      push_off: notificationSettings.push_off,
    })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.user_id, notifications.user_id))
    .where(isNull(notifications.push_state))
    .orderBy(asc(notifications.created_at))
    .limit(limit);
}

/**
 * Settles the pushes still owed (or, for `sending`, taken) among `ids`; answers the ids this call
 * settled. Taking one (`sending`) is a conditional update: two servers never push the same.
 */
export async function settlePushes(
  db: Database,
  ids: readonly string[],
  state: PushState,
  from: 'owed' | 'sending' = 'owed',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(notifications)
    .set({ push_state: state })
    .where(
      and(
        inArray(notifications.id, [...ids]),
        from === 'owed' ? isNull(notifications.push_state) : eq(notifications.push_state, 'sending'),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Members with messages from the other person neither read nor pushed yet, who have a device subscribed. */
export type MessagePushRow = {
  conversation_id: string;
  user_id: string;
  last_sequence: number;
  /** How many of the other person's messages come after the member's read and push marks. */
  count: number;
  /** The newest of them: the one whose words the push shows. */
  newest_sequence: number;
  other_first_name: string;
  push_off: string[] | null;
};

type NoticeMark = typeof messageNoticeMarks.pushed_up_to | typeof messageNoticeMarks.digested_up_to;

/** The last sequence a member has read or been told of by `mark`: a notice tells of what comes after. */
const covered = (mark: NoticeMark) =>
  sql<number>`greatest(${conversationMembers.read_up_to}, coalesce(${mark}, 0))`;

/**
 * Conversations whose last message came after `since` with messages from the other person the
 * member has neither read nor been pushed. The test of `last_sequence` against the marks, on the
 * member's own rows, leaves the messages to be read only where something came after the marks.
 */
export async function listMessagePushes(db: Database, since: Date, limit: number): Promise<MessagePushRow[]> {
  const notPushed = db
    .select({
      // Named apart from every joined table's columns: the outer query reads them unqualified.
      count: sql<number>`count(*)::int`.as('not_pushed_count'),
      newest_sequence: sql<number>`max(${messages.sequence})`.as('not_pushed_newest'),
    })
    .from(messages)
    .where(othersMessagesAfter(covered(messageNoticeMarks.pushed_up_to)))
    .as('not_pushed');
  return db
    .select({
      conversation_id: conversationMembers.conversation_id,
      user_id: conversationMembers.user_id,
      last_sequence: conversations.last_sequence,
      count: notPushed.count,
      newest_sequence: notPushed.newest_sequence,
      other_first_name: otherPerson.first_name,
      push_off: notificationSettings.push_off,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
    .innerJoin(otherPerson, eq(otherPerson.id, conversationMembers.other_id))
    .leftJoin(
      messageNoticeMarks,
      and(
        eq(messageNoticeMarks.conversation_id, conversationMembers.conversation_id),
        eq(messageNoticeMarks.user_id, conversationMembers.user_id),
      ),
    )
    .leftJoin(notificationSettings, eq(notificationSettings.user_id, conversationMembers.user_id))
    .innerJoinLateral(notPushed, sql`true`)
    .where(
      and(
        gt(conversations.last_message_at, since),
        sql`${conversations.last_sequence} > ${covered(messageNoticeMarks.pushed_up_to)}`,
        gt(notPushed.count, 0),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.user_id} = ${conversationMembers.user_id})`,
      ),
    )
    .orderBy(asc(conversations.last_message_at))
    .limit(limit);
}

/**
 * Moves a member's push or digest mark up to `sequence`, only forward; true when this call moved it
 * (so two servers never tell the same messages twice).
 */
export async function moveNoticeMark(
  db: Database,
  conversationId: string,
  userId: string,
  mark: 'pushed_up_to' | 'digested_up_to',
  sequence: number,
): Promise<boolean> {
  const column = messageNoticeMarks[mark];
  const rows = await db
    .insert(messageNoticeMarks)
    .values({ conversation_id: conversationId, user_id: userId, [mark]: sequence })
    .onConflictDoUpdate({
      target: [messageNoticeMarks.conversation_id, messageNoticeMarks.user_id],
      set: { [mark]: sequence },
      setWhere: sql`${column} < ${sequence}`,
    })
    .returning({ conversation_id: messageNoticeMarks.conversation_id });
  return rows.length > 0;
}

/** The words of a conversation's message at `sequence` (the newest one a push tells of). */
export async function findMessageBody(
  db: Database,
  conversationId: string,
  sequence: number,
): Promise<{ body: string; attachment_name: string | null } | undefined> {
  const [row] = await db
    .select({ body: messages.body, attachment_name: messages.attachment_name })
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), eq(messages.sequence, sequence)));
  return row;
}

/** The first of the other person's messages a member has neither read nor been e-mailed. */
function firstUndigestedOf(db: Database) {
  return db
    .select({ sent_at: messages.sent_at })
    .from(messages)
    .where(othersMessagesAfter(covered(messageNoticeMarks.digested_up_to)))
    .orderBy(asc(messages.sequence))
    .limit(1)
    .as('first_undigested');
}

/**
 * Joins a member's digest mark and `firstUndigested` onto a query over `conversation_members`
 * joined to `conversations`: a conversation without such a message drops out.
 */
function joinFirstUndigested<Q extends PgSelect>(
  query: Q,
  firstUndigested: ReturnType<typeof firstUndigestedOf>,
) {
  return query
    .leftJoin(
      messageNoticeMarks,
      and(
        eq(messageNoticeMarks.conversation_id, conversationMembers.conversation_id),
        eq(messageNoticeMarks.user_id, conversationMembers.user_id),
      ),
    )
    .innerJoinLateral(firstUndigested, sql`true`);
}

/**
 * Something came after the member's read and digest marks, whoever sent it: a test on the member's
 * own rows that leaves the messages to be read only where it holds.
 */
const pastDigestMarks = sql`${conversations.last_sequence} > ${covered(messageNoticeMarks.digested_up_to)}`;

/**
 * People with messages from the other person neither read nor e-mailed, the first of which was sent
 * at or before `dueBy`.
 */
export async function listUnreadDigestPeople(db: Database, dueBy: Date, limit: number): Promise<string[]> {
  const firstUndigested = firstUndigestedOf(db);
  const query = db
    .selectDistinct({ user_id: conversationMembers.user_id })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
    .$dynamic();
  const rows = await joinFirstUndigested(query, firstUndigested)
    .where(and(pastDigestMarks, lte(firstUndigested.sent_at, dueBy)))
    .limit(limit);
  return rows.map((row) => row.user_id);
}

/** One conversation of a person's unread digest. */
export type UnreadConversationRow = {
  conversation_id: string;
  last_sequence: number;
  /** The other person's messages after the member's read mark (as the app counts them). */
  unread: number;
  other_first_name: string;
  /** When the other person's first message not yet read nor e-mailed was sent. */
  first_sent_at: Date;
};

/**
 * The person's conversations with messages from the other person neither read nor e-mailed, those
 * waiting longest first.
 */
export async function listUnreadConversations(
  db: Database,
  userId: string,
): Promise<UnreadConversationRow[]> {
  const firstUndigested = firstUndigestedOf(db);
  const query = db
    .select({
      conversation_id: conversationMembers.conversation_id,
      last_sequence: conversations.last_sequence,
      unread: unreadMessagesOfMember,
      other_first_name: otherPerson.first_name,
      first_sent_at: firstUndigested.sent_at,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
    .innerJoin(otherPerson, eq(otherPerson.id, conversationMembers.other_id))
    .$dynamic();
  return joinFirstUndigested(query, firstUndigested)
    .where(and(eq(conversationMembers.user_id, userId), pastDigestMarks))
    .orderBy(asc(firstUndigested.sent_at));
}
