import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * A person's addresses. Suburb, state and postcode are a real combination from the localities
 * dataset, whose coordinates are stored for radius search. At most one address is primary.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    address: text('address').notNull(),
    address_2: text('address_2'),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.user_id),
    uniqueIndex('addresses_one_primary_per_user')
      .on(table.user_id)
      .where(sql`${table.is_primary}`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type AddressInsert = typeof addresses.$inferInsert;
