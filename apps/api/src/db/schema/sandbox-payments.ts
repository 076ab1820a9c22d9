import type { PlanId } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * The sandbox payment provider's own books (decision 041): what a real provider keeps on its side.
 * The app's subscriptions and orders never read these; they hear of them only through the
 * sandbox's signed webhook events, as they would from Stripe.
 */

/** How a test card behaves: it pays, it is declined, it lacks funds, or its bank asks to confirm. */
export type SandboxCardKind = 'succeeds' | 'declined' | 'insufficient_funds' | 'confirms';

export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  worker_id: uuid('worker_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  customer_ref: text('customer_ref').notNull(),
  plan: text('plan').$type<PlanId>().notNull(),
  trial_days: integer('trial_days').notNull(),
  success_url: text('success_url').notNull(),
  cancel_url: text('cancel_url').notNull(),
  /**
   * `open`, `confirming` (a 3-D Secure card waits for the person), `completed`, `expired` (ran out,
   * or the app expired it, as Stripe's `checkout.sessions.expire`).
   */
  state: text('state').$type<'open' | 'confirming' | 'completed' | 'expired'>().notNull().default('open'),
  /** The card given, while its bank asks the person to confirm. */
  card: text('card').$type<SandboxCardKind>(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  /** After this it takes no card, as a Stripe checkout session 24 hours after it was made. */
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    ref: text('ref').primaryKey(),
    customer_ref: text('customer_ref').notNull(),
    worker_id: uuid('worker_id').notNull(),
    plan: text('plan').$type<PlanId>().notNull(),
    /** The plan from the next renewal. */
    next_plan: text('next_plan').$type<PlanId>(),
    /** As Stripe names them: trialing, active, past_due, canceled, expired. */
    status: text('status').notNull(),
    period_start: timestamp('period_start', { withTimezone: true }).notNull(),
    period_end: timestamp('period_end', { withTimezone: true }).notNull(),
    trial_end: timestamp('trial_end', { withTimezone: true }),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    card: text('card').$type<SandboxCardKind>().notNull(),
    /** The invoice being retried, how many times it was tried, when it first failed, the next try. */
    open_invoice_ref: text('open_invoice_ref'),
    attempts: integer('attempts').notNull().default(0),
    first_failed_at: timestamp('first_failed_at', { withTimezone: true }),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [index('sandbox_subscriptions_due_idx').on(table.period_end)],
);

export const sandboxCharges = pgTable('sandbox_charges', {
  ref: text('ref').primaryKey(),
  invoice_ref: text('invoice_ref').notNull(),
  subscription_ref: text('subscription_ref').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  refunded_cents: integer('refunded_cents').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The refunds the sandbox made, by the key the app asked with: the same key asked again answers the
 * same refund and gives nothing back twice, as Stripe's idempotency keys do (decision 041).
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotency_key: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull(),
  charge_ref: text('charge_ref').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The webhook events the sandbox owes the app, in the order it made them: written in the same
 * transaction as the change they tell of, delivered signed, and kept until the app answered 2xx.
 */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event_id: text('event_id').notNull(),
    payload: text('payload').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** Taken for delivery until then: another server leaves it alone meanwhile. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('sandbox_outbox_waiting_idx')
      .on(table.id)
      .where(sql`${table.delivered_at} is null`),
  ],
);
