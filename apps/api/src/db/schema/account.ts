import { STAFF_ROLES, USER_TYPES } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const codePurposeEnum = pgEnum('one_time_code_purpose', [
  'email_verification',
  'password_reset',
  'email_change',
]);
export const sessionEndReasonEnum = pgEnum('session_end_reason', [
  'logout',
  'refresh_reuse',
  'password_reset',
  'password_change',
]);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    password_hash: text('password_hash').notNull(),
    user_type: userTypeEnum('user_type').notNull(),
    role: staffRoleEnum('role'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    onboarded_at: timestamp('onboarded_at', { withTimezone: true }),
    /** A new address waiting for its confirmation code; it replaces `email` only once confirmed. */
    pending_email: text('pending_email'),
    ...timestamps,
  },
  // Addresses are stored lower-cased; the index on lower() keeps uniqueness case-insensitive anyway.
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** One signed-in device. Its refresh tokens form one family: reusing a spent one ends the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    end_reason: sessionEndReasonEnum('end_reason'),
  },
  (table) => [index('sessions_user_id_idx').on(table.user_id)],
);

/** Refresh tokens are stored only as SHA-256 hashes; `used_at` marks a token already rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.token_hash),
    index('refresh_tokens_session_id_idx').on(table.session_id),
  ],
);

/** Mailed 6-digit codes, kept only as keyed hashes. A code is spent by use, by too many tries or by a newer code. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    spent_at: timestamp('spent_at', { withTimezone: true }),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.user_id, table.purpose, table.created_at)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
