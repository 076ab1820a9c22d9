import type { OrderStatus, PlanId, SubscriptionState } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * A worker as a customer of the payment provider (issue #23, decision 041): their customer id there,
 * so a second checkout is the same customer, and when they had their one free trial.
 */
export const paymentCustomers = pgTable('payment_customers', {
  worker_id: uuid('worker_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customer_ref: text('customer_ref'),
  /** Set when their first plan starts, trial or not: the trial is once per person. */
  trial_used_at: timestamp('trial_used_at', { withTimezone: true }),
});

/**
 * A checkout the app opened with the provider for a worker (decision 041). A worker has at most one
 * `open` at a time (the index below; the service also locks their `payment_customers` row while it
 * opens one): a second one for the same plan answers the open one again, one for another plan
 * expires the open one at the provider first. `completed` when the provider says it was paid,
 * `expired` when it ran out or a newer one replaced it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    session_ref: text('session_ref').notNull(),
    plan: text('plan').$type<PlanId>().notNull(),
    url: text('url').notNull(),
    state: text('state').$type<'open' | 'completed' | 'expired'>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the provider stops taking payment on it (Stripe: 24 hours unless told otherwise). */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('checkouts_session_idx').on(table.provider, table.session_ref),
    uniqueIndex('checkouts_open_idx')
      .on(table.worker_id)
      .where(sql`${table.state} = 'open'`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * A worker's plan as the provider's webhooks last told it: the only source of its state. One row
 * per provider subscription, applied by `subscription_ref`. A worker has at most one live plan: a
 * checkout is refused while one runs, and a second one paid anyway (two checkouts paid at once at
 * the provider) is kept here for the record with `duplicate_of` set, ended at once and refunded; it
 * is never the worker's plan. A plan whose payment failed is replaced by a new one the worker
 * chooses (`replaced_by`), never both charged (`newPlanEffect`).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    worker_id: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subscription_ref: text('subscription_ref').notNull(),
    plan: text('plan').$type<PlanId>().notNull(),
    state: text('state').$type<SubscriptionState>().notNull(),
    current_period_start: timestamp('current_period_start', { withTimezone: true }).notNull(),
    current_period_end: timestamp('current_period_end', { withTimezone: true }).notNull(),
    ends_at_period_end: boolean('ends_at_period_end').notNull().default(false),
    /** The plan from the next renewal, when the worker changed it. */
    next_plan: text('next_plan').$type<PlanId>(),
    trial_end: timestamp('trial_end', { withTimezone: true }),
    /** When the first of the current run of failed charges happened (the grace counts from it). */
    past_due_since: timestamp('past_due_since', { withTimezone: true }),
    /** When the newest event applied to it was made: an older one arriving late changes nothing. */
    event_at: timestamp('event_at', { withTimezone: true }).notNull(),
    /** The live plan this one doubled: it was ended at once and its payments refunded. */
    duplicate_of: uuid('duplicate_of').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    /**
     * The newer plan that replaced this one (its payment had failed): it was ended at the provider
     * when that one started, and a payment of it that went through anyway is refunded.
     */
    replaced_by: uuid('replaced_by').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_ref_idx').on(table.provider, table.subscription_ref),
    index('subscriptions_worker_idx').on(table.worker_id, table.created_at),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * One charge of a plan, paid or failed: an order with its tax invoice. `invoice_ref` is the
 * provider's, so an event told twice is one order; `number` is the invoice's, in order of making.
 * Orders outlive the account: the law keeps tax records five years.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    /** Null once the worker deleted their account: a tax invoice is kept for five years (ATO). */
    worker_id: uuid('worker_id').references(() => users.id, { onDelete: 'set null' }),
    subscription_id: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The buyer as the invoice names them, kept as they were when it was made. */
    buyer_name: text('buyer_name').notNull(),
    buyer_email: text('buyer_email').notNull(),
    provider: text('provider').notNull(),
    invoice_ref: text('invoice_ref').notNull(),
    charge_ref: text('charge_ref'),
    plan: text('plan').$type<PlanId>().notNull(),
    period_start: timestamp('period_start', { withTimezone: true }).notNull(),
    period_end: timestamp('period_end', { withTimezone: true }).notNull(),
    amount_cents: integer('amount_cents').notNull(),
    gst_cents: integer('gst_cents').notNull(),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    status: text('status').$type<OrderStatus>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_invoice_idx').on(table.provider, table.invoice_ref),
    uniqueIndex('orders_number_idx').on(table.number),
    uniqueIndex('orders_charge_idx')
      .on(table.provider, table.charge_ref)
      .where(sql`${table.charge_ref} is not null`),
    index('orders_worker_idx').on(table.worker_id, table.created_at),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Each provider event once: a replay finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.event_id] })],
);

/**
 * A refund asked for: how much, why and who (its audit), and the provider's refund id once it
 * took it. The order's `refunded_cents` moves when the provider's event says the money went back.
 * `by_staff` is false when the system refunded by itself (a second plan's payment, a replaced
 * plan's late one); `staff_id` alone cannot tell, since it is emptied when the staff member's
 * account is deleted.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    staff_id: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    by_staff: boolean('by_staff').notNull().default(false),
    refund_ref: text('refund_ref'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.order_id, table.created_at),
    check('order_refunds_staff_check', sql`${table.staff_id} is null or ${table.by_staff}`),
  ],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
