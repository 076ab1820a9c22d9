import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  applications,
  checkouts,
  orderRefunds,
  orders,
  paymentCustomers,
  paymentEvents,
  subscriptions,
  supportRequests,
  users,
  type CheckoutRow,
  type OrderRefundRow,
  type OrderRow,
  type SubscriptionRow,
} from '../../db/schema/index';

type SubscriptionInsert = typeof subscriptions.$inferInsert;
type OrderInsert = typeof orders.$inferInsert;

/**
 * The worker's plan: their newest subscription, live or not, leaving out a second one ended as a
 * duplicate of it; undefined when they never had one.
 */
export async function findLatestSubscriptionRow(
  db: Database,
  workerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.worker_id, workerId), isNull(subscriptions.duplicate_of)))
    .orderBy(desc(subscriptions.created_at))
    .limit(1);
  return row;
}

/** When the worker had their trial, if they did. */
export async function findTrialUsedAt(db: Database, workerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ trial_used_at: paymentCustomers.trial_used_at })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.worker_id, workerId));
  return row?.trial_used_at ?? null;
}

/** "2026-11" as Sydney reads `column` (the allowance's month, `allowanceMonth` in the domain). */
const sydneyMonth = (column: typeof applications.created_at | typeof supportRequests.answered_at) =>
  sql`to_char(${column} at time zone 'Australia/Sydney', 'YYYY-MM')`;

/**
 * What a worker used of the free allowance in `month`: the jobs they applied to and the requests
 * they accepted (withdrawn applications count: applying was the use).
 */
export async function countAllowanceUsed(db: Database, workerId: string, month: string): Promise<number> {
  const [[applied], [accepted]] = await Promise.all([
    db
      .select({ n: count() })
      .from(applications)
      .where(
        and(eq(applications.worker_id, workerId), sql`${sydneyMonth(applications.created_at)} = ${month}`),
      ),
    db
      .select({ n: count() })
      .from(supportRequests)
      .where(
        and(
          eq(supportRequests.worker_id, workerId),
          eq(supportRequests.state, 'accepted'),
          sql`${sydneyMonth(supportRequests.answered_at)} = ${month}`,
        ),
      ),
  ]);
  return (applied?.n ?? 0) + (accepted?.n ?? 0);
}

/** Records a provider event as received; false when it was already (a replay, which changes nothing). */
export async function claimPaymentEvent(
  db: Database,
  values: { provider: string; event_id: string; type: string; received_at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.event_id });
  return rows.length === 1;
}

/** The worker as a customer of the provider: their customer id, and their trial once any plan starts. */
export async function upsertPaymentCustomer(
  db: Database,
  values: { worker_id: string; provider: string; customer_ref: string; trial_used_at: Date },
): Promise<void> {
  await db
    .insert(paymentCustomers)
    .values(values)
    .onConflictDoUpdate({
      target: paymentCustomers.worker_id,
      set: {
        provider: values.provider,
        customer_ref: values.customer_ref,
        trial_used_at: sql`coalesce(${paymentCustomers.trial_used_at}, excluded.trial_used_at)`,
      },
    });
}

/**
 * The worker's customer row, made if they have none yet, and locked until the transaction ends: two
 * checkouts of one worker asked at once open one after the other.
 */
export async function lockPaymentCustomer(db: Database, workerId: string, provider: string) {
  await db.insert(paymentCustomers).values({ worker_id: workerId, provider }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.worker_id, workerId))
    .for('update');
  return row!;
}

/** The worker's open checkout, if any (it may have run out by now: see `expires_at`). */
export async function findOpenCheckoutRow(db: Database, workerId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.worker_id, workerId), eq(checkouts.state, 'open')));
  return row;
}

export async function insertCheckoutRow(db: Database, values: typeof checkouts.$inferInsert): Promise<void> {
  await db.insert(checkouts).values(values);
}

/** Closes a checkout: `completed` (the provider says it was paid) or `expired`. */
export async function closeCheckoutRow(
  db: Database,
  where: { id: string } | { provider: string; sessionRef: string },
  state: 'completed' | 'expired',
  at: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ state, closed_at: at })
    .where(
      and(
        'id' in where
          ? eq(checkouts.id, where.id)
          : and(eq(checkouts.provider, where.provider), eq(checkouts.session_ref, where.sessionRef)),
        // A checkout paid after it was expired here (the race at the provider) is told as paid.
        state === 'expired' ? eq(checkouts.state, 'open') : undefined,
      ),
    );
}

export async function findPaymentCustomer(db: Database, workerId: string) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.worker_id, workerId));
  return row;
}

/** The subscription with the provider's id, locked for the event that changes it. */
export async function lockSubscriptionByRef(
  db: Database,
  provider: string,
  subscriptionRef: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.subscription_ref, subscriptionRef)))
    .for('update');
  return row;
}

export async function insertSubscriptionRow(
  db: Database,
  values: SubscriptionInsert,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscriptionRow(
  db: Database,
  id: string,
  changes: Partial<SubscriptionInsert>,
): Promise<void> {
  await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}

/** The order of a provider's invoice, locked for the event that changes it. */
export async function lockOrderByInvoice(
  db: Database,
  provider: string,
  invoiceRef: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.invoice_ref, invoiceRef)))
    .for('update');
  return row;
}

export async function lockOrderByCharge(
  db: Database,
  provider: string,
  chargeRef: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.charge_ref, chargeRef)))
    .for('update');
  return row;
}

export async function insertOrderRow(db: Database, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function updateOrderRow(db: Database, id: string, changes: Partial<OrderInsert>): Promise<void> {
  await db.update(orders).set(changes).where(eq(orders.id, id));
}

/** A page of the worker's orders, newest first unless `oldestFirst`, with how many there are. */
export async function listOrderRows(
  db: Database,
  workerId: string,
  window: { offset: number; limit: number; oldestFirst: boolean },
): Promise<{ rows: OrderRow[]; total: number }> {
  const mine = eq(orders.worker_id, workerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(window.oldestFirst ? asc(orders.created_at) : desc(orders.created_at), desc(orders.number))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findOrderRow(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The refunds of an order, oldest first (for its invoice and the administrators' order page), each
 * with the staff member who asked for it while their account lasts.
 */
export async function listRefundRows(
  db: Database,
  orderId: string,
): Promise<(OrderRefundRow & { staff: { first_name: string; last_name: string } | null })[]> {
  const rows = await db
    .select({ refund: orderRefunds, staff: { first_name: users.first_name, last_name: users.last_name } })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.staff_id))
    .where(eq(orderRefunds.order_id, orderId))
    .orderBy(asc(orderRefunds.created_at));
  return rows.map(({ refund, staff }) => ({ ...refund, staff }));
}

export async function insertRefundRow(db: Database, values: typeof orderRefunds.$inferInsert) {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  return row!;
}

/** Staff refunds asked for by `before` that the provider has not answered (no `refund_ref`), oldest first. */
export async function listUnsentStaffRefunds(db: Database, before: Date, limit: number) {
  return db
    .select({
      refund: { id: orderRefunds.id, amount_cents: orderRefunds.amount_cents },
      order: { provider: orders.provider, charge_ref: orders.charge_ref },
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.order_id))
    .where(
      and(
        isNull(orderRefunds.refund_ref),
        eq(orderRefunds.by_staff, true),
        lte(orderRefunds.created_at, before),
      ),
    )
    .orderBy(asc(orderRefunds.created_at))
    .limit(limit);
}

export async function setRefundRef(db: Database, id: string, refundRef: string): Promise<void> {
  await db.update(orderRefunds).set({ refund_ref: refundRef }).where(eq(orderRefunds.id, id));
}

/** What staff asked to refund of an order so far (the provider may not have confirmed all of it yet). */
export async function sumRefundsAsked(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount_cents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.order_id, orderId));
  return row?.total ?? 0;
}

/** How the administrators' list narrows the orders: one invoice, or a buyer's e-mail or name holding some text. */
export type OrderSearch = { number: number } | { text: string };

function orderSearchCondition(search: OrderSearch) {
  if ('number' in search) return eq(orders.number, search.number);
  const holds = `%${search.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(orders.buyer_email, holds), ilike(orders.buyer_name, holds));
}

/**
 * A page of every worker's orders (an administrator's list), newest first unless `oldestFirst`,
 * each with what was asked to be refunded of it; with how many there are.
 */
export async function listAllOrderRows(
  db: Database,
  options: { search?: OrderSearch; offset: number; limit: number; oldestFirst: boolean },
): Promise<{ rows: (OrderRow & { refunds_asked_cents: number })[]; total: number }> {
  const where = options.search ? orderSearchCondition(options.search) : undefined;
  const asked = db
    .select({
      order_id: orderRefunds.order_id,
      cents: sql<number>`sum(${orderRefunds.amount_cents})::int`.as('cents'),
    })
    .from(orderRefunds)
    .groupBy(orderRefunds.order_id)
    .as('asked');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, refunds_asked_cents: sql<number>`coalesce(${asked.cents}, 0)` })
      .from(orders)
      .leftJoin(asked, eq(asked.order_id, orders.id))
      .where(where)
      .orderBy(options.oldestFirst ? asc(orders.created_at) : desc(orders.created_at), desc(orders.number))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    rows: rows.map(({ order, refunds_asked_cents }) => ({ ...order, refunds_asked_cents })),
    total: counted?.n ?? 0,
  };
}
