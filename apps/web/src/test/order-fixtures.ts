import type { AdminOrder, AdminOrderDetail, Order, PlansResponse, Subscription } from '@alongside/contract';

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

/** The two plans as the API offers them (issue #23), with a 14-day trial and 3 free uses a month. */
export const PLANS: PlansResponse = {
  data: [
    { id: 'monthly', name: 'Monthly', price_cents: 2_900, gst_cents: 264, interval: 'month', comparison: '' },
    { id: 'yearly', name: 'Yearly', price_cents: 29_000, gst_cents: 2_636, interval: 'year', comparison: '' },
  ],
  meta: { trial_days: 14, free_monthly_allowance: 3 },
};

/** Wes's running monthly plan as the API answers it, changed by `overrides`. */
export function aPlan(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'monthly',
    state: 'active',
    current_period_end: '2026-12-26T23:00:00.000Z',
    ends_at_period_end: false,
    next_plan: null,
    trial_end: null,
    has_access: true,
    choices: ['cancel', 'change_plan'],
    new_plan: 'refused',
    past_due: null,
    card_page: false,
    ...overrides,
  };
}
