import { subscriptionPaths, type OrderListResponse } from '@alongside/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/orders a page at a time (newest first, 20 a page); "Show more" reads the next page. */
export function ordersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...subscriptionKeys.orders, 'list'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<OrderListResponse>(subscriptionPaths.orders, { query: { page: pageParam }, signal }),
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
  });
}

export function useOrders() {
  return useInfiniteQuery(ordersQueryOptions());
}
