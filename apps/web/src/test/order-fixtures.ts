import type { AdminOrder, AdminOrderDetail, Order } from '@alongside/contract';

/** Wes's paid monthly order as the API answers it, changed by `overrides`. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    number: 'AL-000042',
    created_at: '2026-11-26T23:00:00.000Z',
    plan: 'monthly',
    period_start: '2026-11-26T23:00:00.000Z',
    period_end: '2026-12-26T23:00:00.000Z',
    amount_cents: 2_900,
    gst_cents: 264,
    refunded_cents: 0,
    status: 'paid',
    ...overrides,
  };
}

/** The same order as an administrator's list shows it: with its buyer and what is left to refund. */
export function anAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...anOrder(),
    buyer_name: 'Wes Taylor',
    buyer_email: 'worker@example.com',
    refundable_cents: 2_900,
    ...overrides,
  };
}

/** The order's own page for an administrator: also the refunds asked for. */
export function anAdminOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return { ...anAdminOrder(), refunds: [], ...overrides };
}
