import {
  CLIENT_GENDERS,
  EARTH_RADIUS_KM,
  LANGUAGES,
  SERVICE_CATALOGUE,
  type EducationEntry,
  type TrainingEntry,
  type WeeklyTimeRange,
  type WorkExperienceEntry,
} from '@alongside/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
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
/**
 * The lists a search compares as bits (decision 018): value i of a list is bit i of its mask
 * column, so a search tests a worker's services, languages and the clients they support with one
 * integer operation each instead of comparing arrays. Values are only ever appended to these lists;
 * a list that changes needs a migration that makes its mask column again (the test of the columns
 * checks every value's bit against the database).
 */
export const SEARCH_MASK_VALUES = {
  services: SERVICE_CATALOGUE.map((service) => service.value),
  client_genders: CLIENT_GENDERS.map((gender) => gender.value),
  languages: LANGUAGES,
} as const;

/** The mask of these values of a list: the bits `search_*` columns hold. Unknown values have no bit. */
export function searchMask(list: readonly string[], values: readonly string[]): number {
  let mask = 0;
  for (const value of new Set(values)) {
    const bit = list.indexOf(value);
    if (bit >= 0) mask += 2 ** bit;
  }
  return mask;
}

/** A generated column's mask of an array column: bit i set when it holds `list[i]`. */
function maskOf(column: string, list: readonly string[]): SQL {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return sql.raw(
    list
      .map((value, bit) => `((${column} @> array[${literal(value)}]::text[])::int::bigint << ${bit})`)
      .join(' | '),
  );
}

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
  // Worked out by the database from the columns above on every write, never written: the point as
  // a unit vector (`unitVector`), the squared chord of the worker's range (`chordSquared`), and the
  // masks of SEARCH_MASK_VALUES. A search compares these with no trigonometry or array per row.
  search_x: doublePrecision('search_x').generatedAlwaysAs(
    sql.raw('cos(radians(search_latitude)) * cos(radians(search_longitude))'),
  ),
  search_y: doublePrecision('search_y').generatedAlwaysAs(
    sql.raw('cos(radians(search_latitude)) * sin(radians(search_longitude))'),
  ),
  search_z: doublePrecision('search_z').generatedAlwaysAs(sql.raw('sin(radians(search_latitude))')),
  search_reach: doublePrecision('search_reach').generatedAlwaysAs(
    sql.raw(
      `power(2 * sin(range_of_work_in_km::double precision / (2 * ${EARTH_RADIUS_KM}::double precision)), 2)`,
    ),
  ),
  search_services: bigint('search_services', { mode: 'number' }).generatedAlwaysAs(
    maskOf('service_offerings', SEARCH_MASK_VALUES.services),
  ),
  search_client_genders: bigint('search_client_genders', { mode: 'number' }).generatedAlwaysAs(
    maskOf('client_genders', SEARCH_MASK_VALUES.client_genders),
  ),
  search_languages: bigint('search_languages', { mode: 'number' }).generatedAlwaysAs(
    maskOf('languages', SEARCH_MASK_VALUES.languages),
  ),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInsert = typeof profiles.$inferInsert;
