import { formatCents } from '@alongside/domain';
import type { OrderRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import type { PaymentProvider, TakenCharge } from '../../providers/payments/payment-provider';
import { invoiceNumber } from './orders.service';
import * as repository from './reconciliation.repository';

/**
 * The reconciliation check (issue #23, docs/operations.md "Reconciling payments"): the provider's
 * books against our orders. Orders are made only by the provider's webhooks, one per invoice, so
 * every charge the provider took should have one paid order of the same amount, every paid order a
 * charge, and no time be paid for twice. Anything else is a discrepancy for an operator to look at.
 */
export type Discrepancy =
  | { kind: 'charge_without_order'; charge: TakenCharge }
  | { kind: 'order_without_charge'; order: OrderRow }
  | { kind: 'amounts_differ'; order: OrderRow; charge: TakenCharge }
  | {
      kind: 'period_paid_twice';
      workerId: string | null;
      orders: { number: number; periodStart: Date; periodEnd: Date }[];
    };

/**
 * The charges and orders looked at: paid from `since`, before `until`. A charge's order arrives by
 * webhook a moment after it (at Stripe, after a failed delivery, up to days), so the command leaves
 * the last minutes out rather than report an order on its way as missing.
 */
export type ReconciliationWindow = { since: Date; until: Date };

export type Reconciliation = {
  provider: string;
  window: ReconciliationWindow;
  /** How much was compared: the provider's charges and our paid orders in the window. */
  charges: number;
  paidOrders: number;
  discrepancies: Discrepancy[];
};

/**
 * An order is paid a moment after its charge (the webhook's time, a second or two later at Stripe),
 * so an order paid just after `since` may have its charge just before it. Both sides are read from a
 * day earlier and only what falls in the window is reported: its edge shows nothing that is not wrong.
 */
const EDGE_MS = 86_400_000;

/**
 * Compares the provider's charges in the window with our orders; no discrepancies is a clean state.
 * Two paid orders over the same time are reported when either was paid from `since` on, however
 * recently: that is never an order on its way.
 */
export async function reconcilePayments(
  ctx: Pick<AppContext, 'db'>,
  provider: PaymentProvider,
  window: ReconciliationWindow,
): Promise<Reconciliation> {
  const { since, until } = window;
  const wider = new Date(since.getTime() - EDGE_MS);
  const [charges, paidOrders, overlapping] = await Promise.all([
    provider.listCharges(wider),
    repository.listPaidOrderRows(ctx.db, provider.name, wider),
    repository.listOverlappingPaidOrders(ctx.db, since),
  ]);
  const ordersByInvoice = new Map(paidOrders.map((order) => [order.invoice_ref, order]));
  const chargesByInvoice = new Map(charges.map((charge) => [charge.invoiceRef, charge]));
  const inWindow = (at: Date | null) => at !== null && at >= since && at < until;

  const discrepancies: Discrepancy[] = [];
  for (const charge of charges) {
    const order = ordersByInvoice.get(charge.invoiceRef);
    if (!order) {
      if (inWindow(charge.chargedAt)) discrepancies.push({ kind: 'charge_without_order', charge });
    } else if (order.amount_cents !== charge.amountCents) {
      if (inWindow(charge.chargedAt) || inWindow(order.paid_at))
        discrepancies.push({ kind: 'amounts_differ', order, charge });
    }
  }
  for (const order of paidOrders) {
    if (inWindow(order.paid_at) && !chargesByInvoice.has(order.invoice_ref))
      discrepancies.push({ kind: 'order_without_charge', order });
  }
  for (const pair of overlapping) {
    discrepancies.push({
      kind: 'period_paid_twice',
      workerId: pair.worker_id,
      orders: [pair.first, pair.second].map((order) => ({
        number: order.number,
        periodStart: order.period_start,
        periodEnd: order.period_end,
      })),
    });
  }
  return {
    provider: provider.name,
    window,
    charges: charges.filter((charge) => inWindow(charge.chargedAt)).length,
    paidOrders: paidOrders.filter((order) => inWindow(order.paid_at)).length,
    discrepancies,
  };
}

/**
 * One line for an operator: the provider's references and our invoice numbers to look them up by,
 * amounts and times. Never a card, a secret or a person's name or e-mail.
 */
export function describeDiscrepancy(provider: string, discrepancy: Discrepancy): string {
  const money = (cents: number) => formatCents(cents, 'en-AU');
  switch (discrepancy.kind) {
    case 'charge_without_order': {
      const { charge } = discrepancy;
      return `Charge without an order: ${provider} took ${money(charge.amountCents)} at ${charge.chargedAt.toISOString()} for invoice ${charge.invoiceRef}${charge.chargeRef ? ` (charge ${charge.chargeRef})` : ''} of subscription ${charge.subscriptionRef}, and no paid order has that invoice.`;
    }
    case 'order_without_charge': {
      const { order } = discrepancy;
      return `Order without a charge: order ${invoiceNumber(order.number)} (${money(order.amount_cents)}, paid ${order.paid_at?.toISOString() ?? 'never'}) is for invoice ${order.invoice_ref}, which ${provider} shows no charge for.`;
    }
    case 'amounts_differ': {
      const { order, charge } = discrepancy;
      return `Amounts differ: order ${invoiceNumber(order.number)} says ${money(order.amount_cents)}, ${provider} took ${money(charge.amountCents)} for invoice ${charge.invoiceRef}.`;
    }
    case 'period_paid_twice': {
      const [first, second] = discrepancy.orders;
      const period = (order: typeof first) =>
        `${invoiceNumber(order!.number)} (${order!.periodStart.toISOString()} to ${order!.periodEnd.toISOString()})`;
      return `Period paid twice: orders ${period(first)} and ${period(second)} of worker ${discrepancy.workerId ?? '(account deleted)'} pay for the same time.`;
    }
  }
}
