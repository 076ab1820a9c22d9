import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { conversations } from './chat';

/** Something the app tells a person (a decision on a document, an expiry); they mark it read. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An app path to open ("/profile/profile-information/required-documents/wwc"). */
    link: text('link'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /**
     * Its e-mail, which makes this table the outbox of the e-mail sweep (decision 036): null while
     * owed; `sent` (an e-mail of its own), `digest` (in a daily digest), `off` (its topic switched
     * off), `never` (its kind is not e-mailed by the sweep) or `given_up` (not sent in 48 hours).
     */
    email_state: text('email_state'),
    /** When `email_state` was settled. */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
    /**
     * Its push to the person's devices (decision 040): null while owed (only kinds that push start
     * so); `sending` once a sweep took it, then `sent`, `off` (the topic's push is off), `none` (no
     * device), `never` (its kind does not push) or `given_up` (not sent within an hour).
     */
    push_state: text('push_state'),
  },
  (table) => [
    index('notifications_user_id_idx').on(table.user_id, table.created_at),
    index('notifications_email_owed_idx')
      .on(table.created_at)
      .where(sql`${table.email_state} is null`),
    index('notifications_push_owed_idx')
      .on(table.created_at)
      .where(sql`${table.push_state} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A person's e-mail choices (decision 036): the topics they switched off (a topic not listed is on,
 * so a new topic starts on), and when their last job alert digest went. A row appears when they
 * first save their choices or are first sent a digest.
 */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email_off: text('email_off').array().notNull().default([]),
  /** The topics whose pushes they switched off (decision 040); a topic not listed is on. */
  push_off: text('push_off').array().notNull().default([]),
  last_digest_at: timestamp('last_digest_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/**
 * A device's Web Push subscription (decision 040): where the push service takes messages for it and
 * the keys that encrypt them. One row per endpoint: a browser that subscribes again, or a device
 * passed to another person, moves the row to whoever posted it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a push last reached the push service for it. */
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.user_id)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * What a member of a conversation has been told of its messages outside the app (decision 040): the
 * sequence up to which a push went (`pushed_up_to`) and up to which the unread digest e-mailed
 * (`digested_up_to`), so no message is pushed or e-mailed twice. No row: nothing yet.
 */
export const messageNoticeMarks = pgTable(
  'message_notice_marks',
  {
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pushed_up_to: integer('pushed_up_to').notNull().default(0),
    digested_up_to: integer('digested_up_to').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.conversation_id, table.user_id] })],
);
