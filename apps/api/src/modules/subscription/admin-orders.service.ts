import {
  pageMeta,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type PageMeta,
} from '@alongside/contract';
import { refundableCents } from '@alongside/domain';
import type { OrderRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { assertAdmin, ORDER, toOrder } from './orders.service';
import * as repository from './subscription.repository';

type Ctx = Pick<AppContext, 'db'>;
type Staff = Parameters<typeof assertAdmin>[0];

/**
 * The invoice a search names, as printed ("AL-000042") or as its number alone ("000042", "42");
 * null for any other text. The numbers fit PostgreSQL's integer, as the orders' identity does.
 */
export function invoiceNumberIn(search: string): number | null {
  const match = /^(?:AL-?)?0*(\d{1,9})$/i.exec(search);
  return match ? Number(match[1]) : null;
}

function toAdminOrder(row: OrderRow, refundsAskedCents: number): AdminOrder {
  return {
    ...toOrder(row),
    buyer_name: row.buyer_name,
    buyer_email: row.buyer_email,
    // A charge the provider never took has nothing to give back.
    refundable_cents: row.charge_ref ? refundableCents(row, refundsAskedCents) : 0,
  };
}

/** `GET /api/admin/orders`: every worker's orders, newest first, narrowed by `filter[search]`. */
export async function listAllOrders(
  ctx: Ctx,
  staff: Staff,
  query: AdminOrderListQuery,
): Promise<{ data: (Partial<AdminOrder> & { id: string })[]; meta: PageMeta }> {
  assertAdmin(staff);
  const text = query['filter[search]'];
  const number = text === undefined ? null : invoiceNumberIn(text);
  const search = text === undefined ? undefined : number === null ? { text } : { number };
  const { rows, total } = await repository.listAllOrderRows(ctx.db, {
    ...(search ? { search } : {}),
    ...pageWindow(query),
    oldestFirst: query.sort === 'created_at',
  });
  const orders = rows.map((row) => toAdminOrder(row, row.refunds_asked_cents));
  return {
    data: await shapeList(orders, query, { resource: 'orders' }),
    meta: pageMeta(query.page, query.limit, total),
  };
}

/** `GET /api/admin/orders/:id`: any worker's order with the refunds asked for it and who asked; a malformed id is a missing order. */
export async function getAnyOrder(ctx: Ctx, staff: Staff, id: string): Promise<AdminOrderDetail> {
  assertAdmin(staff);
  const row = isRowId(id) ? await repository.findOrderRow(ctx.db, id) : undefined;
  if (!row) throw notFound(ORDER);
  const refunds = await repository.listRefundRows(ctx.db, row.id);
  const asked = refunds.reduce((sum, refund) => sum + refund.amount_cents, 0);
  return {
    ...toAdminOrder(row, asked),
    refunds: refunds.map((refund) => ({
      amount_cents: refund.amount_cents,
      reason: refund.reason,
      created_at: refund.created_at.toISOString(),
      by: refund.staff ? `${refund.staff.first_name} ${refund.staff.last_name}` : null,
      automatic: !refund.by_staff,
      sent: refund.refund_ref !== null,
    })),
  };
}
