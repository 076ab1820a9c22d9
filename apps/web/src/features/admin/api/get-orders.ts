import {
  adminOrderPath,
  adminOrderPaths,
  type AdminOrder,
  type AdminOrderDetail,
  type PageMeta,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;

/** What the orders screen asks for: the search as typed ("" for every order) and the page. */
export type OrderFilter = { search: string; page: number };

/**
 * GET /api/admin/orders: every worker's orders, newest first, 20 a page; `search` is an invoice
 * number, or part of an e-mail address or name. Errors stay off the snackbar: the page says what
 * went wrong (a 403 tells a reviewer the page is for administrators).
 */
export function adminOrdersQueryOptions({ search, page }: OrderFilter) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'list', { search, page }],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminOrder[]; meta: PageMeta }>(adminOrderPaths.orders, {
        query: { 'filter[search]': search === '' ? undefined : search, page },
        snackbar: false,
        signal,
      }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filter: OrderFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}

/** GET /api/admin/orders/:id: one order with the refunds asked for it; a missing id answers 404. */
export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'order', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: AdminOrderDetail }>(adminOrderPath(id), { snackbar: false, signal })
        .then(({ data }) => data),
    retry: false,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
