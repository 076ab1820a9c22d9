import {
  type EducationEntry,
  type TrainingEntry,
  type WeeklyTimeRange,
  type WorkExperienceEntry,
} from '@alongside/domain';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * The profile of a user (spec §3), one row per user, made at sign-up. The values search filters on
 * (rates, preferences, services, languages) are columns; the week schedules and history lists are
 * JSON. `profile_completed` and `personal_details_completed` are computed by the domain rules on
 * every write and stored, never taken from the client.
 */
export const profiles = pgTable('profiles', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  description: text('description'),
  /** The avatar's file name under `$DATA_DIR/files/avatars/` (a new id for every upload). */
  avatar_id: uuid('avatar_id'),
  date_of_birth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender'),
  phone: text('phone'),
  disclaimer_accepted_at: timestamp('disclaimer_accepted_at', { withTimezone: true }),
  id_verification_method: text('id_verification_method'),

  // Client: what support, when, and from whom.
  support_requirements: text('support_requirements').array().notNull().default([]),
  qualifications_needed: text('qualifications_needed').array().notNull().default([]),
  require_support_schedule: jsonb('require_support_schedule')
    .$type<WeeklyTimeRange[]>()
    .notNull()
    .default([]),
  profile_visibility: text('profile_visibility'),
  preferred_worker_gender: text('preferred_worker_gender'),
  car_requirement: text('car_requirement'),
  preferred_languages: text('preferred_languages').array().notNull().default([]),
  max_hourly_rate: integer('max_hourly_rate'),

  // Worker: services, rates, availability and the clients they support.
  service_offerings: text('service_offerings').array().notNull().default([]),
  availability_schedule: jsonb('availability_schedule').$type<WeeklyTimeRange[]>().notNull().default([]),
  travel_per_km_rate: integer('travel_per_km_rate'),
  weekday_hourly_rate: integer('weekday_hourly_rate'),
  weekday_night_hourly_rate: integer('weekday_night_hourly_rate'),
  weekend_hourly_rate: integer('weekend_hourly_rate'),
  weekend_night_hourly_rate: integer('weekend_night_hourly_rate'),
  client_genders: text('client_genders').array().notNull().default([]),
  car_ownership: text('car_ownership'),
  range_of_work_in_km: integer('range_of_work_in_km'),
  qualifications: text('qualifications').array().notNull().default([]),
  education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
  work_experience: jsonb('work_experience').$type<WorkExperienceEntry[]>().notNull().default([]),
  training: jsonb('training').$type<TrainingEntry[]>().notNull().default([]),

  // Both.
  languages: text('languages').array().notNull().default([]),
  interests: text('interests').array().notNull().default([]),

  profile_completed: boolean('profile_completed').notNull().default(false),
  personal_details_completed: boolean('personal_details_completed').notNull().default(false),
  /** Set by the verification area when the identity check passes. */
  id_verification_completed: boolean('id_verification_completed').notNull().default(false),

  // Worker search (decision 018): a worker's primary address's point, kept in step by the addresses
  // area (null for clients and for workers without an address), and when they joined (a copy of
  // users.created_at, for the newest-first sort), so the search index (decision 021) loads from
  // profiles alone.
  search_latitude: doublePrecision('search_latitude'),
  search_longitude: doublePrecision('search_longitude'),
  joined_at: timestamp('joined_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInsert = typeof profiles.$inferInsert;
