import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';

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
  },
  (table) => [
    index('notifications_user_id_idx').on(table.user_id, table.created_at),
    index('notifications_email_owed_idx')
      .on(table.created_at)
      .where(sql`${table.email_state} is null`),
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
  last_digest_at: timestamp('last_digest_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
