import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  conversationMembers,
  conversationReports,
  conversations,
  jobs,
  messages,
  profiles,
  supportRequests,
  users,
  type ConversationReportRow,
  type ConversationRow,
  type MessageRow,
} from '../../db/schema/index';

type NewConversation = Pick<
  ConversationRow,
  'client_id' | 'worker_id' | 'reason' | 'job_id' | 'request_id' | 'created_at' | 'last_message_at'
>;

export async function findConversationIdByPair(
  db: Database,
  clientId: string,
  workerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.client_id, clientId), eq(conversations.worker_id, workerId)))
    .limit(1);
  return row?.id;
}

/** A new conversation and its two members, in the caller's transaction. */
export async function insertConversationRow(db: Database, values: NewConversation): Promise<string> {
  const [row] = await db.insert(conversations).values(values).returning({ id: conversations.id });
  await db.insert(conversationMembers).values([
    { conversation_id: row!.id, user_id: values.client_id, other_id: values.worker_id },
    { conversation_id: row!.id, user_id: values.worker_id, other_id: values.client_id },
  ]);
  return row!.id;
}

/** What a conversation is about, when a stronger reason has come up since it was opened. */
export async function updateConversationAbout(
  db: Database,
  id: string,
  about: Pick<ConversationRow, 'reason' | 'job_id' | 'request_id'>,
): Promise<void> {
  await db.update(conversations).set(about).where(eq(conversations.id, id));
}

const mine = conversationMembers;
const theirs = alias(conversationMembers, 'theirs');
const other = alias(users, 'other');
const otherProfile = alias(profiles, 'other_profile');
const lastMessage = alias(messages, 'last_message');
const requestJob = alias(jobs, 'request_job');

/** A conversation as one member reads it: the other person, the marks, the blocks and its subject. */
function conversationViewQuery(db: Database, userId: string) {
  return db
    .select({
      id: conversations.id,
      reason: conversations.reason,
      client_id: conversations.client_id,
      worker_id: conversations.worker_id,
      job_id: conversations.job_id,
      job_title: jobs.title,
      request_id: conversations.request_id,
      request_kind: supportRequests.kind,
      request_job_title: requestJob.title,
      last_sequence: conversations.last_sequence,
      last_message_at: conversations.last_message_at,
      read_up_to: mine.read_up_to,
      delivered_up_to: mine.delivered_up_to,
      blocked_by_me: sql<boolean>`${mine.blocked_at} is not null`,
      other_delivered_up_to: theirs.delivered_up_to,
      other_read_up_to: theirs.read_up_to,
      blocked_by_other: sql<boolean>`${theirs.blocked_at} is not null`,
      other_id: other.id,
      other_first_name: other.first_name,
      other_last_name: other.last_name,
      other_user_type: other.user_type,
      other_avatar_id: otherProfile.avatar_id,
      last_body: lastMessage.body,
      last_attachment_name: lastMessage.attachment_name,
      last_sender_id: lastMessage.sender_id,
      last_sent_at: lastMessage.sent_at,
      reported: sql<boolean>`exists (select 1 from ${conversationReports} where ${conversationReports.conversation_id} = ${conversations.id} and ${conversationReports.reporter_id} = ${userId} and ${conversationReports.resolved_at} is null)`,
    })
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversation_id))
    .innerJoin(
      theirs,
      and(eq(theirs.conversation_id, mine.conversation_id), eq(theirs.user_id, mine.other_id)),
    )
    .innerJoin(other, eq(other.id, mine.other_id))
    .leftJoin(otherProfile, eq(otherProfile.user_id, other.id))
    .leftJoin(
      lastMessage,
      and(
        eq(lastMessage.conversation_id, conversations.id),
        eq(lastMessage.sequence, conversations.last_sequence),
      ),
    )
    .leftJoin(jobs, eq(jobs.id, conversations.job_id))
    .leftJoin(supportRequests, eq(supportRequests.id, conversations.request_id))
    .leftJoin(requestJob, eq(requestJob.id, supportRequests.job_id))
    .$dynamic();
}

export type ConversationView = Awaited<ReturnType<typeof findConversationView>> & object;

/** One conversation as `userId` sees it; undefined when they are not in it. */
export async function findConversationView(db: Database, id: string, userId: string) {
  const [row] = await conversationViewQuery(db, userId)
    .where(and(eq(mine.conversation_id, id), eq(mine.user_id, userId)))
    .limit(1);
  return row;
}

/** `%` and `_` typed in a name are letters, not patterns. */
function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A person's conversations with at least one message, the latest message first; `name` keeps those
 * whose other person's first or last name starts with it. With the total and the unread messages.
 */
export async function listConversationViews(
  db: Database,
  userId: string,
  options: { name?: string; offset: number; limit: number },
) {
  const where = and(
    eq(mine.user_id, userId),
    gt(conversations.last_sequence, 0),
    options.name
      ? sql`(${other.first_name} ilike ${startsWith(options.name)} or ${other.last_name} ilike ${startsWith(options.name)})`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    conversationViewQuery(db, userId)
      .where(where)
      .orderBy(desc(conversations.last_message_at), desc(conversations.id))
      .offset(options.offset)
      .limit(options.limit),
    db
      .select({ n: count() })
      .from(mine)
      .innerJoin(conversations, eq(conversations.id, mine.conversation_id))
      .innerJoin(other, eq(other.id, mine.other_id))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The messages `userId` has not read, across their conversations. */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(greatest(${conversations.last_sequence} - ${mine.read_up_to}, 0)), 0)::int`,
    })
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversation_id))
    .where(eq(mine.user_id, userId));
  return row?.n ?? 0;
}

/** Takes the conversation's row for the rest of the transaction: messages get their numbers one at a time. */
export async function lockConversationRow(db: Database, id: string): Promise<{ last_sequence: number }> {
  const [row] = await db
    .select({ last_sequence: conversations.last_sequence })
    .from(conversations)
    .where(eq(conversations.id, id))
    .for('update');
  return row!;
}

export async function findMessageByClientId(
  db: Database,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        eq(messages.sender_id, senderId),
        eq(messages.client_id, clientId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Stores a message with its sequence, moves the conversation to it, and moves the sender's marks
 * to it (writing marks what came before as read). In the transaction that locked the row.
 */
export async function insertMessageRow(
  db: Database,
  values: Pick<MessageRow, 'conversation_id' | 'sequence' | 'sender_id' | 'client_id' | 'body' | 'sent_at'>,
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  await db
    .update(conversations)
    .set({ last_sequence: values.sequence, last_message_at: values.sent_at })
    .where(eq(conversations.id, values.conversation_id));
  await db
    .update(conversationMembers)
    .set({ read_up_to: values.sequence, delivered_up_to: values.sequence })
    .where(
      and(
        eq(conversationMembers.conversation_id, values.conversation_id),
        eq(conversationMembers.user_id, values.sender_id),
      ),
    );
  return row!;
}

/** A page of messages in sequence order: after one, before one, or the latest. */
export async function listMessageRows(
  db: Database,
  conversationId: string,
  page: { after?: number; before?: number; limit: number },
): Promise<MessageRow[]> {
  const inConversation = eq(messages.conversation_id, conversationId);
  if (page.after !== undefined) {
    return db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.sequence, page.after)))
      .orderBy(asc(messages.sequence))
      .limit(page.limit);
  }
  const latest = await db
    .select()
    .from(messages)
    .where(and(inConversation, page.before !== undefined ? lt(messages.sequence, page.before) : undefined))
    .orderBy(desc(messages.sequence))
    .limit(page.limit);
  return latest.reverse();
}

/** Moves a member's marks forward to the given values (never back, whatever arrives first). */
export async function moveMemberMarks(
  db: Database,
  conversationId: string,
  userId: string,
  marks: { delivered: number; read?: number },
): Promise<void> {
  await db
    .update(conversationMembers)
    .set({
      delivered_up_to: sql`greatest(${conversationMembers.delivered_up_to}, ${marks.delivered})`,
      ...(marks.read !== undefined
        ? { read_up_to: sql`greatest(${conversationMembers.read_up_to}, ${marks.read})` }
        : {}),
    })
    .where(
      and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)),
    );
}

export async function setMemberBlock(
  db: Database,
  conversationId: string,
  userId: string,
  blockedAt: Date | null,
): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ blocked_at: blockedAt })
    .where(
      and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)),
    );
}

export async function insertReportRow(
  db: Database,
  values: Pick<
    ConversationReportRow,
    'conversation_id' | 'reporter_id' | 'reason' | 'note' | 'up_to_sequence' | 'created_at'
  >,
): Promise<void> {
  await db.insert(conversationReports).values(values);
}

/** The message of a conversation that carries the attachment `attachmentId`. */
export async function findAttachmentRow(
  db: Database,
  conversationId: string,
  attachmentId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), eq(messages.attachment_id, attachmentId)))
    .limit(1);
  return row;
}
