import type { JobFormStep, JobPreferences, JobSchedule, JobState } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { addresses } from './addresses';

/**
 * A set of ranges of integers as PostgreSQL keeps it (`{[1,5),[8,9)}`): the job board's week of
 * shifts (`shiftWeekOf`).
 */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

/**
 * A client's job (issue #21, decision 033). A draft may leave any detail empty. The place is the
 * chosen address's suburb and point, copied when the address is chosen, so workers see the suburb
 * and a distance while the street stays with the address; a job keeps its place if the address is
 * later deleted. Rates are cents per rate kind; preferences and the schedule are JSON, and what the
 * job board judges of them is also kept in columns of their own (`boardColumnsOf`, written with them).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<JobState>().notNull().default('draft'),
    title: text('title'),
    description: text('description').notNull().default(''),
    services: text('services').array().notNull().default([]),
    address_id: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    suburb: text('suburb'),
    place_state: text('place_state'),
    postcode: text('postcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    schedule: jsonb('schedule').$type<JobSchedule>(),
    positions: integer('positions').notNull().default(1),
    weekday_hourly_rate: integer('weekday_hourly_rate'),
    weekday_night_hourly_rate: integer('weekday_night_hourly_rate'),
    weekend_hourly_rate: integer('weekend_hourly_rate'),
    weekend_night_hourly_rate: integer('weekend_night_hourly_rate'),
    travel_per_km_rate: integer('travel_per_km_rate'),
    preferences: jsonb('preferences').$type<JobPreferences>().notNull(),
    // The preferences as the job board reads them (decision 033), written with `preferences`.
    worker_gender: text('worker_gender').notNull().default('no_preference'),
    needs_car: boolean('needs_car').notNull().default(false),
    languages: text('languages').array().notNull().default([]),
    required_qualifications: text('required_qualifications').array().notNull().default([]),
    required_credentials: text('required_credentials').array().notNull().default([]),
    /** The schedule's shifts as the board compares them with availability, written with `schedule`. */
    shift_week: int4multirange('shift_week'),
    open_days: integer('open_days').notNull().default(30),
    draft_step: text('draft_step').$type<JobFormStep>().notNull().default('support'),
    published_at: timestamp('published_at', { withTimezone: true }),
    closes_at: timestamp('closes_at', { withTimezone: true }),
    /** The job this draft was posted again from, if any. */
    reposted_from: uuid('reposted_from').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_client_id_state_idx').on(table.client_id, table.state),
    // The job board reads the open jobs inside a box around the worker and judges them from this
    // index alone (decision 033): every column its conditions and its order read is in it. Drizzle
    // writes no `include`, so they follow the point as keys, which serves the same.
    index('jobs_open_board_idx')
      .on(
        table.latitude,
        table.longitude,
        table.id,
        table.client_id,
        table.closes_at,
        table.published_at,
        table.services,
        table.worker_gender,
        table.needs_car,
        table.languages,
        table.required_qualifications,
        table.required_credentials,
        table.shift_week,
        table.weekday_hourly_rate,
        table.weekday_night_hourly_rate,
        table.weekend_hourly_rate,
        table.weekend_night_hourly_rate,
      )
      .where(sql`${table.state} = 'open'`),
    // The expiry of open and paused jobs at their closing date.
    index('jobs_open_closes_at_idx')
      .on(table.closes_at)
      .where(sql`${table.state} in ('open', 'paused')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobInsert = typeof jobs.$inferInsert;

/**
 * The alerts a published (or reopened) job owes the workers it matches (issue #21 item 7): written
 * with the publishing, so no alert is lost if the server stops before sending them; `sent_at` is set
 * by whichever server sends them, once.
 */
export const jobAlertRuns = pgTable(
  'job_alert_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** How many workers were told. */
    alerted: integer('alerted'),
  },
  (table) => [
    index('job_alert_runs_unsent_idx')
      .on(table.created_at)
      .where(sql`${table.sent_at} is null`),
  ],
);

export type JobAlertRunRow = typeof jobAlertRuns.$inferSelect;
