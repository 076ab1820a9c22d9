import { subscriptionPaths, type PlansResponse } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/plans: the plans, GST included, and what a commission would cost instead. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => api.get<PlansResponse>(subscriptionPaths.plans, { signal }),
    staleTime: Infinity,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
