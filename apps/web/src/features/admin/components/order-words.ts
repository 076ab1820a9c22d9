import type { AdminOrder, OrderRefund } from '@alongside/contract';
import { formatCents, formatLongDate, PLANS } from '@alongside/domain';

/** Dollars as Australians write them: "$29.00". */
export function dollars(cents: number): string {
  return formatCents(cents, 'en-AU');
}

/** The status in words: a refund is "in part" until all of the order went back. */
export function orderStatusText(
  order: Pick<AdminOrder, 'status' | 'amount_cents' | 'refunded_cents'>,
): string {
  switch (order.status) {
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Payment failed';
    case 'refunded':
      return order.refunded_cents >= order.amount_cents ? 'Refunded in full' : 'Refunded in part';
  }
}

/** "Monthly plan, 27 November 2026 to 27 December 2026". */
export function orderPeriodText(order: Pick<AdminOrder, 'plan' | 'period_start' | 'period_end'>): string {
  return `${PLANS[order.plan].name} plan, ${formatLongDate(order.period_start)} to ${formatLongDate(order.period_end)}`;
}

/** "Wes Taylor (worker@example.com)": the buyer as the invoice names them. */
export function buyerText(order: Pick<AdminOrder, 'buyer_name' | 'buyer_email'>): string {
  return `${order.buyer_name} (${order.buyer_email})`;
}

/**
 * A refund asked for, with who gave it back: "27 November 2026: $10.00 by Ada Admin, “Charged
 * twice”", or "…: $29.00, given back automatically: {reason}" when the system refunded by itself.
 */
export function refundText(refund: OrderRefund): string {
  const when = `${formatLongDate(refund.created_at)}: ${dollars(refund.amount_cents)}`;
  const text = refund.automatic
    ? `${when}, given back automatically: ${refund.reason}`
    : `${when} by ${refund.by ?? 'a former staff member'}, “${refund.reason}”`;
  // The provider did not answer when it was asked: it is sent again by itself (decision 041).
  return refund.sent
    ? text
    : `${text} (not sent to the payment provider yet: it is sent again within a few minutes)`;
}
