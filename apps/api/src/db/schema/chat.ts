import type { ConversationReason, ReportOutcome, ReportReason } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * A conversation between one client and one worker (issue #22, decision 038): one per pair. Its
 * row is the counter of its messages: sending takes the row, gives the message `last_sequence + 1`
 * and moves `last_message_at`, so the list sorts by it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why it was opened (or last reopened): the strongest reason between the two then. */
    reason: text('reason').$type<ConversationReason>().notNull(),
    /** The job or request it is about, when there is one. */
    job_id: uuid('job_id'),
    request_id: uuid('request_id'),
    last_sequence: integer('last_sequence').notNull().default(0),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('conversations_pair_idx').on(table.client_id, table.worker_id)],
);

/** Each of the two people in a conversation: their marks and their block. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other person: the list reads their name without a second join on the conversation. */
    other_id: uuid('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last message this person's app received, and the last they read. */
    delivered_up_to: integer('delivered_up_to').notNull().default(0),
    read_up_to: integer('read_up_to').notNull().default(0),
    /** When this person blocked the other; null when they have not. */
    blocked_at: timestamp('blocked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversation_id, table.user_id] }),
    index('conversation_members_user_id_idx').on(table.user_id),
  ],
);

/** A message: its place in the conversation is `sequence`; `client_id` makes a retry find it again. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    sender_id: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id').notNull(),
    body: text('body').notNull(),
    /** A photo or PDF sent with it: its id in links, its file's key in the file store, name, type, size. */
    attachment_id: uuid('attachment_id'),
    attachment_key: text('attachment_key'),
    attachment_name: text('attachment_name'),
    attachment_type: text('attachment_type').$type<AttachmentFileType>(),
    attachment_size: integer('attachment_size'),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('messages_attachment_id_idx').on(table.attachment_id),
    uniqueIndex('messages_sequence_idx').on(table.conversation_id, table.sequence),
    uniqueIndex('messages_client_id_idx').on(table.conversation_id, table.sender_id, table.client_id),
  ],
);

/**
 * A person's report of a conversation to staff, with the sequence of the last message then: the
 * messages in question are those up to it (staff read them in the review queue).
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporter_id: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    up_to_sequence: integer('up_to_sequence').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a staff member closed it, who, what they did and their note. */
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<ReportOutcome>(),
    resolution_note: text('resolution_note').notNull().default(''),
  },
  (table) => [
    // One open report per person and conversation.
    uniqueIndex('conversation_reports_open_idx')
      .on(table.conversation_id, table.reporter_id)
      .where(sql`${table.resolved_at} is null`),
    index('conversation_reports_waiting_idx')
      .on(table.created_at)
      .where(sql`${table.resolved_at} is null`),
  ],
);

/** The types the contract's `ATTACHMENT_FILE_TYPES` allows, checked from the bytes. */
type AttachmentFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ConversationReportRow = typeof conversationReports.$inferSelect;
