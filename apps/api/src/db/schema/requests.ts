import type { JobSchedule, RequestKind, RequestState } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { jobs } from './jobs';

/**
 * A client's request to one worker (issue #21, decision 033): for support, with the services, when,
 * the suburb (copied from the client's address: the street never leaves it) and a message; or an
 * invitation to apply to one of the client's open jobs. One pending request per client and worker.
 */
export const supportRequests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<RequestKind>().notNull(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<RequestState>().notNull().default('pending'),
    services: text('services').array().notNull().default([]),
    schedule: jsonb('schedule').$type<JobSchedule>(),
    suburb: text('suburb'),
    place_state: text('place_state'),
    postcode: text('postcode'),
    message: text('message').notNull().default(''),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('requests_one_pending_idx')
      .on(table.client_id, table.worker_id)
      .where(sql`${table.state} = 'pending'`),
    index('requests_worker_id_sent_at_idx').on(table.worker_id, table.sent_at),
    index('requests_client_id_sent_at_idx').on(table.client_id, table.sent_at),
    // The expiry sweep reads the pending requests past their time.
    index('requests_pending_expires_at_idx')
      .on(table.expires_at)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportRequestInsert = typeof supportRequests.$inferInsert;
