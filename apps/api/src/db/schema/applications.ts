import type { ApplicationState } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { jobs } from './jobs';

/**
 * A worker's application to a job (issue #21, decision 033). One application in the running
 * (applied, shortlisted, offered) per worker and job, kept by a unique index so two sent at once
 * cannot both be stored; a worker who withdrew may apply again.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<ApplicationState>().notNull().default('applied'),
    message: text('message').notNull(),
    /** A rate the worker proposed, in cents an hour; null when they take the job's. */
    proposed_rate: integer('proposed_rate'),
    /** The client's own note when declining; never shown to the worker. */
    decline_reason: text('decline_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_one_active_idx')
      .on(table.job_id, table.worker_id)
      .where(sql`${table.state} in ('applied', 'shortlisted', 'offered')`),
    index('applications_job_id_state_idx').on(table.job_id, table.state),
    index('applications_worker_id_updated_at_idx').on(table.worker_id, table.updated_at),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationInsert = typeof applications.$inferInsert;
