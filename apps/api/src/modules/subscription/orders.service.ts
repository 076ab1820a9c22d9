import {
  pageMeta,
  SUBSCRIPTION_MESSAGES,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
  type RefundBody,
} from '@alongside/contract';
import { PLANS, refundableCents } from '@alongside/domain';
import type { OrderRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { Payments } from './payments';
import { assertWorker } from './subscription.service';
import * as repository from './subscription.repository';
import { renderTaxInvoicePdf, type TaxInvoice } from './tax-invoice';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;
type Caller = Parameters<typeof assertWorker>[0];

export const ORDER = 'Order';

/** Orders and refunds are money: administrators only; a reviewer is staff but refused (decision 041). */
export function assertAdmin(staff: { role: 'admin' | 'reviewer' | null }): void {
  if (staff.role !== 'admin') throw forbidden(SUBSCRIPTION_MESSAGES.adminsOnly);
}

/** The invoice's number as printed: "AL-000042". */
export function invoiceNumber(number: number): string {
  return `AL-${String(number).padStart(6, '0')}`;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: invoiceNumber(row.number),
    created_at: row.created_at.toISOString(),
    plan: row.plan,
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    amount_cents: row.amount_cents,
    gst_cents: row.gst_cents,
    refunded_cents: row.refunded_cents,
    status: row.status,
  };
}

/** `GET /api/orders`: the worker's charges, newest first. */
export async function listOrders(
  ctx: Ctx,
  caller: Caller,
  query: OrderListQuery,
): Promise<OrderListResponse> {
  assertWorker(caller);
  const { rows, total } = await repository.listOrderRows(ctx.db, caller.id, {
    ...pageWindow(query),
    oldestFirst: query.sort === 'created_at',
  });
  return {
    data: (await shapeList(rows.map(toOrder), query, { resource: 'orders' })) as Order[],
    meta: pageMeta(query.page, query.limit, total),
  };
}

/** One of the worker's orders; anyone else's (or a malformed id) answers like a missing one. */
async function ownOrder(ctx: Ctx, caller: Caller, id: string): Promise<OrderRow> {
  assertWorker(caller);
  const row = isRowId(id) ? await repository.findOrderRow(ctx.db, id) : undefined;
  if (!row || row.worker_id !== caller.id) throw notFound(ORDER);
  return row;
}

export async function getOrder(ctx: Ctx, caller: Caller, id: string): Promise<Order> {
  return toOrder(await ownOrder(ctx, caller, id));
}

/** `GET /api/orders/:id/invoice`: the order's tax invoice, a PDF, for a paid (or refunded) order. */
export async function orderInvoice(
  ctx: Ctx,
  caller: Caller,
  id: string,
): Promise<{ bytes: Buffer; name: string }> {
  const row = await ownOrder(ctx, caller, id);
  if (row.status === 'failed') throw notFound(ORDER);
  const refunds = await repository.listRefundRows(ctx.db, row.id);
  const invoice: TaxInvoice = {
    number: invoiceNumber(row.number),
    issuedAt: row.paid_at ?? row.created_at,
    seller: ctx.config.seller,
    buyer: { name: row.buyer_name, email: row.buyer_email },
    plan: { name: PLANS[row.plan].name },
    periodStart: row.period_start,
    periodEnd: row.period_end,
    totalCents: row.amount_cents,
    // The refunds the provider confirmed, in the order staff asked for them.
    refunds: confirmedRefunds(refunds, row.refunded_cents),
  };
  return { bytes: await renderTaxInvoicePdf(invoice), name: `Tax invoice ${invoice.number}.pdf` };
}

/** The refunds asked for, kept to what the provider says went back (a refund on its way is not shown yet). */
function confirmedRefunds(asked: readonly { amount_cents: number; created_at: Date }[], refunded: number) {
  const shown: { amountCents: number; at: Date }[] = [];
  let left = refunded;
  for (const refund of asked) {
    if (left <= 0) break;
    const amount = Math.min(refund.amount_cents, left);
    shown.push({ amountCents: amount, at: refund.created_at });
    left -= amount;
  }
  return shown;
}

/**
 * `POST /api/admin/orders/:id/refund`: staff give back part or all of a paid order, through the
 * provider; the order shows it when the provider's `charge.refunded` event arrives. Never more than
 * is left, counting refunds already asked for. The refund's row (who, when, how much, why) is its audit.
 */
export async function refundOrder(
  ctx: Ctx & Pick<AppContext, 'log'>,
  payments: Payments,
  staff: { id: string; role: 'admin' | 'reviewer' | null },
  id: string,
  body: RefundBody,
): Promise<Order> {
  assertAdmin(staff);
  const staffId = staff.id;
  const row = isRowId(id) ? await repository.findOrderRow(ctx.db, id) : undefined;
  if (!row) throw notFound(ORDER);
  const provider = payments.providers.get(row.provider);
  if (!provider || !row.charge_ref || row.status === 'failed') {
    throw new HttpError(409, SUBSCRIPTION_MESSAGES.refundNotPaid);
  }
  const refund = await ctx.db.transaction(async (tx) => {
    const asked = await repository.sumRefundsAsked(tx, row.id);
    if (body.amount_cents > refundableCents(row, asked)) {
      throw new HttpError(422, SUBSCRIPTION_MESSAGES.refundTooLarge, {
        amount_cents: [SUBSCRIPTION_MESSAGES.refundTooLarge],
      });
    }
    const made = await repository.insertRefundRow(tx, {
      order_id: row.id,
      amount_cents: body.amount_cents,
      reason: body.reason,
      staff_id: staffId,
      by_staff: true,
      created_at: ctx.clock.now(),
    });
    return made;
  });
  try {
    await sendRefund(ctx, provider, row.charge_ref, refund);
  } catch (error) {
    // The refund stays asked for, so nothing more than was paid is ever given back, and
    // `sendWaitingRefunds` sends it again under the same key: a refund the provider made but whose
    // answer was lost is answered again, not made twice.
    ctx.log.error({ err: error, refund: refund.id }, 'refund not sent to the payment provider now');
    throw new HttpError(503, SUBSCRIPTION_MESSAGES.refundNotSentYet);
  }
  await payments.settle();
  return toOrder((await repository.findOrderRow(ctx.db, row.id))!);
}

/** Asks the provider for a refund asked for, its row's id the idempotency key, and keeps its answer. */
async function sendRefund(
  ctx: Ctx,
  provider: PaymentProvider,
  chargeRef: string,
  refund: { id: string; amount_cents: number },
): Promise<void> {
  const { refundRef } = await provider.refund(chargeRef, refund.amount_cents, refund.id);
  await repository.setRefundRef(ctx.db, refund.id, refundRef);
}

/** How often the refunds a provider did not answer are sent again. */
export const REFUND_RESEND_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** A refund is sent again only this long after it was asked for: the request may still be asking. */
const REFUND_RESEND_AFTER_MS = 60 * 1000;
/** At most this many refunds a sweep. */
const REFUND_RESEND_BATCH = 50;

/**
 * The sweep (decision 035) for staff refunds the provider did not answer (`refundOrder`): each is
 * asked for again under its own key, which the provider answers with the refund it made, if it made
 * one (Stripe keeps a key 24 hours; the sandbox for good). Returns how many were sent.
 */
export async function sendWaitingRefunds(
  ctx: Ctx & Pick<AppContext, 'log'>,
  payments: Payments,
): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - REFUND_RESEND_AFTER_MS);
  const waiting = await repository.listUnsentStaffRefunds(ctx.db, before, REFUND_RESEND_BATCH);
  let sent = 0;
  for (const { refund, order } of waiting) {
    const provider = payments.providers.get(order.provider);
    if (!provider || !order.charge_ref) continue;
    try {
      await sendRefund(ctx, provider, order.charge_ref, refund);
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, refund: refund.id }, 'refund still not sent to the payment provider');
    }
  }
  if (sent > 0) await payments.settle();
  return sent;
}
