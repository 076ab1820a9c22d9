import { and, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { orders, type OrderRow } from '../../db/schema/index';

/** The orders of `provider` paid from `since` on, refunded since or not. */
export async function listPaidOrderRows(db: Database, provider: string, since: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), gte(orders.paid_at, since)))
    .orderBy(orders.number);
}

/** Paid, and not refunded in full. */
const stillPaid = (order: Record<'paid_at' | 'refunded_cents' | 'amount_cents', AnyPgColumn>) =>
  and(isNotNull(order.paid_at), lt(order.refunded_cents, order.amount_cents));

/**
 * Two orders of one worker, both paid and not refunded in full, whose periods overlap, one of them
 * paid from `since` on: the same time paid for twice. Each pair once, the older order first.
 */
export async function listOverlappingPaidOrders(db: Database, since: Date) {
  const later = alias(orders, 'later');
  return db
    .select({
      worker_id: orders.worker_id,
      first: { number: orders.number, period_start: orders.period_start, period_end: orders.period_end },
      second: { number: later.number, period_start: later.period_start, period_end: later.period_end },
    })
    .from(orders)
    .innerJoin(
      later,
      and(
        eq(later.worker_id, orders.worker_id),
        lt(orders.number, later.number),
        lt(orders.period_start, later.period_end),
        lt(later.period_start, orders.period_end),
      ),
    )
    .where(
      and(stillPaid(orders), stillPaid(later), or(gte(orders.paid_at, since), gte(later.paid_at, since))),
    )
    .orderBy(orders.number, later.number);
}
