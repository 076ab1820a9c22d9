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
  },
  (table) => [index('notifications_user_id_idx').on(table.user_id, table.created_at)],
);

export type NotificationRow = typeof notifications.$inferSelect;
