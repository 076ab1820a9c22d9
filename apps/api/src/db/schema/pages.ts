import { CONTACT_TOPICS } from '@alongside/domain';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';

export const contactTopicEnum = pgEnum('contact_topic', CONTACT_TOPICS);

/**
 * Messages sent through the contact form. No client address is kept (decision 008): the rate limits
 * need it only for their window, and a stored address would be personal data with no use.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: contactTopicEnum('topic').notNull(),
    body: text('body').notNull(),
    /** The signed-in sender, if any; the message outlives a deleted account (complaints, safety). */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_user_id_idx').on(table.user_id),
    index('contact_messages_created_at_idx').on(table.created_at),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
