import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { executeNamed, prepared, rawTime } from '../../db/prepared';
import { unreadMessagesOfMember } from '../../db/unread-messages';
import {
  applications,
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

/** The pair's conversation, with what it is about now. */
export async function findConversationByPair(
  db: Database,
  clientId: string,
  workerId: string,
): Promise<Pick<ConversationRow, 'id' | 'reason' | 'job_id' | 'request_id'> | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      reason: conversations.reason,
      job_id: conversations.job_id,
      request_id: conversations.request_id,
    })
    .from(conversations)
    .where(and(eq(conversations.client_id, clientId), eq(conversations.worker_id, workerId)))
    .limit(1);
  return row;
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

/** What a conversation is about: the latest job or request between the two (decision 038). */
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
function conversationViewQuery(db: Database, userId: string | ReturnType<typeof sql.placeholder>) {
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
      unread_count: unreadMessagesOfMember,
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

/**
 * One conversation as `userId` sees it; undefined when they are not in it. Prepared: it joins nine
 * tables, and planning them took PostgreSQL twenty times as long as running them (2.7 ms and
 * 0.12 ms), on every read of a conversation, its messages or a delivered mark.
 */
export async function findConversationView(db: Database, id: string, userId: string) {
  const userIdValue = sql.placeholder('user_id');
  const [row] = await prepared(db, 'chat_conversation_view', () =>
    conversationViewQuery(db, userIdValue)
      .where(and(eq(mine.conversation_id, sql.placeholder('id')), eq(mine.user_id, userIdValue)))
      .limit(1),
  ).execute({ id, user_id: userId });
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

/**
 * The messages `userId` has not read, across their conversations (the list's count): the other
 * person's after their read mark (`unreadMessagesOfMember`).
 */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await prepared(db, 'chat_unread_messages', () =>
    db
      .select({ n: sql<number>`coalesce(sum(${unreadMessagesOfMember}), 0)::int` })
      .from(mine)
      .innerJoin(conversations, eq(conversations.id, mine.conversation_id))
      .where(eq(mine.user_id, sql.placeholder('user_id'))),
  ).execute({ user_id: userId });
  return row?.n ?? 0;
}

type NewMessage = Pick<
  MessageRow,
  | 'conversation_id'
  | 'sender_id'
  | 'client_id'
  | 'body'
  | 'attachment_id'
  | 'attachment_key'
  | 'attachment_name'
  | 'attachment_type'
  | 'attachment_size'
  | 'sent_at'
>;

/**
 * Whether storing a message moves its sender's marks to it: yes when they wrote it in the
 * conversation (a reply means what came before was seen), no when an application or a request sent
 * it on their behalf (they have not seen what came before).
 */
export type SenderMarks = 'move' | 'keep';

/** What sending found: whether the sender is in the conversation, the blocks, and the message. */
export type StoredMessage = {
  /** False when the sender is not in the conversation (or there is no such conversation). */
  member: boolean;
  other_id: string | null;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
  /** The new message, or the one stored before with the same `client_id`; null when refused. */
  row: MessageRow | null;
  created: boolean;
};

/**
 * Sending as one statement, so one round trip and one commit (decision 038): it takes the
 * conversation's row (its counter) and then both members' rows, looks for the sender's
 * `client_id`, and stores the message with `last_sequence + 1` (the domain's `nextSequence`) only
 * when there is none and neither member blocks the other (`mayWrite`); then moves the conversation
 * and, unless `marks` is `keep`, the sender's marks to it. The rules are written here so they hold under the lock. Locking the
 * members' rows makes a block that lands meanwhile seen (the lock waits for it and reads its row
 * as committed). The look for `client_id` reads as the statement began: a copy that committed while
 * this one waited for the lock breaks the unique index instead, and the caller reads it then.
 */
function sendStatement(values: NewMessage, marks: SenderMarks): SQL {
  const value = (name: keyof NewMessage) =>
    name === 'sent_at' ? sql`${values.sent_at.toISOString()}` : sql`${values[name]}`;
  const conversationId = sql`${value('conversation_id')}::uuid`;
  const senderId = sql`${value('sender_id')}::uuid`;
  const clientId = sql`${value('client_id')}::uuid`;
  return sql`
    with locked as (
      select id, last_sequence from conversations
      where id = ${conversationId}
        and exists (
          select from conversation_members
          where conversation_id = ${conversationId} and user_id = ${senderId}
        )
      for no key update
    ),
    members as (
      select user_id, other_id, blocked_at from conversation_members
      where conversation_id = (select id from locked)
      for no key update
    ),
    earlier as (
      select * from messages
      where conversation_id = ${conversationId} and sender_id = ${senderId} and client_id = ${clientId}
    ),
    inserted as (
      insert into messages (
        conversation_id, sequence, sender_id, client_id, body, attachment_id, attachment_key,
        attachment_name, attachment_type, attachment_size, sent_at
      )
      select
        id, last_sequence + 1, ${senderId}, ${clientId}, ${value('body')}::text,
        ${value('attachment_id')}::uuid, ${value('attachment_key')}::text,
        ${value('attachment_name')}::text, ${value('attachment_type')}::text,
        ${value('attachment_size')}::integer, ${value('sent_at')}::timestamptz
      from locked
      where not exists (select from earlier)
        and not exists (select from members where blocked_at is not null)
      returning *
    ),
    moved_conversation as (
      update conversations set last_sequence = inserted.sequence, last_message_at = inserted.sent_at
      from inserted where conversations.id = inserted.conversation_id
    ),
    moved_marks as (
      update conversation_members
      set read_up_to = inserted.sequence, delivered_up_to = inserted.sequence
      from inserted
      where conversation_members.conversation_id = inserted.conversation_id
        and conversation_members.user_id = inserted.sender_id
        and ${marks === 'move'}::boolean
    ),
    sent as (
      select *, true as created from inserted
      union all
      select *, false as created from earlier
    )
    select
      exists (select from locked) as member,
      (select other_id from members where user_id = ${senderId}) as other_id,
      exists (select from members where user_id = ${senderId} and blocked_at is not null) as blocked_by_me,
      exists (select from members where user_id <> ${senderId} and blocked_at is not null) as blocked_by_other,
      sent.*
    from (select) as checked
    left join sent on true`;
}

/** Stores a message, or finds the one stored with its `client_id` (see `sendStatement`). */
export async function storeMessageRow(
  db: Database,
  values: NewMessage,
  marks: SenderMarks,
): Promise<StoredMessage> {
  const { rows } = await executeNamed<Record<string, unknown>>(
    db,
    'chat_send_message',
    sendStatement(values, marks),
  );
  const found = rows[0]!;
  return {
    member: found['member'] === true,
    other_id: (found['other_id'] as string | null) ?? null,
    blocked_by_me: found['blocked_by_me'] === true,
    blocked_by_other: found['blocked_by_other'] === true,
    row: found['id'] ? messageRowOf(found) : null,
    created: found['created'] === true,
  };
}

/** A message row as the driver gives it unmapped (integers as numbers, times as text). */
function messageRowOf(row: Record<string, unknown>): MessageRow {
  return {
    id: row['id'] as string,
    conversation_id: row['conversation_id'] as string,
    sequence: row['sequence'] as number,
    sender_id: row['sender_id'] as string,
    client_id: row['client_id'] as string,
    body: row['body'] as string,
    attachment_id: row['attachment_id'] as string | null,
    attachment_key: row['attachment_key'] as string | null,
    attachment_name: row['attachment_name'] as string | null,
    attachment_type: row['attachment_type'] as MessageRow['attachment_type'],
    attachment_size: row['attachment_size'] as number | null,
    sent_at: rawTime(row['sent_at']),
  };
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

const sentWithRequest = alias(supportRequests, 'sent_with_request');
const appliedJob = alias(jobs, 'applied_job');
const invitedJob = alias(jobs, 'invited_job');

/** A message with what it was sent with: the application or the request whose id is its `client_id`. */
export type MessageWithAboutRow = MessageRow & {
  application_job_id: string | null;
  application_job_title: string | null;
  request_id: string | null;
  request_job_title: string | null;
};

/**
 * Messages with the application or request that sent them, if any: an application's or a request's
 * message carries its id as `client_id` (decision 038), from its own author.
 */
function messagesWithAbout(db: Database) {
  return db
    .select({
      message: messages,
      application_job_id: applications.job_id,
      application_job_title: appliedJob.title,
      request_id: sentWithRequest.id,
      request_job_title: invitedJob.title,
    })
    .from(messages)
    .leftJoin(
      applications,
      and(eq(applications.id, messages.client_id), eq(applications.worker_id, messages.sender_id)),
    )
    .leftJoin(appliedJob, eq(appliedJob.id, applications.job_id))
    .leftJoin(
      sentWithRequest,
      and(eq(sentWithRequest.id, messages.client_id), eq(sentWithRequest.client_id, messages.sender_id)),
    )
    .leftJoin(invitedJob, eq(invitedJob.id, sentWithRequest.job_id))
    .$dynamic();
}

/**
 * A page of messages in sequence order: after one (the catch-up of an app that reconnects), before
 * one, or the latest. Each of the three shapes is prepared: every app asks for the messages after
 * its last one at once when the events come back after a gap.
 */
export async function listMessageRows(
  db: Database,
  conversationId: string,
  page: { after?: number; before?: number; limit: number },
): Promise<MessageWithAboutRow[]> {
  const inConversation = eq(messages.conversation_id, sql.placeholder('conversation_id'));
  const limit = sql.placeholder('limit');
  const values = { conversation_id: conversationId, limit: page.limit };
  const rows =
    page.after !== undefined
      ? await prepared(db, 'chat_messages_after', () =>
          messagesWithAbout(db)
            .where(and(inConversation, gt(messages.sequence, sql.placeholder('after'))))
            .orderBy(asc(messages.sequence))
            .limit(limit),
        ).execute({ ...values, after: page.after })
      : (page.before !== undefined
          ? await prepared(db, 'chat_messages_before', () =>
              messagesWithAbout(db)
                .where(and(inConversation, lt(messages.sequence, sql.placeholder('before'))))
                .orderBy(desc(messages.sequence))
                .limit(limit),
            ).execute({ ...values, before: page.before })
          : await prepared(db, 'chat_messages_latest', () =>
              messagesWithAbout(db).where(inConversation).orderBy(desc(messages.sequence)).limit(limit),
            ).execute(values)
        ).reverse();
  return rows.map(({ message, ...about }) => ({ ...message, ...about }));
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
