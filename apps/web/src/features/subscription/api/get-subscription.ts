import { subscriptionPaths, type SubscriptionResponse } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET /api/subscription: the worker's plan (null before the first), their trial and this month's allowance. */
export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => api.get<SubscriptionResponse>(subscriptionPaths.subscription, { signal }),
  });
}

/** While `waitingForPlan` (back from a checkout), it reads again every 2 s until the provider's webhook started the plan. */
export function useSubscription({ waitingForPlan = false }: { waitingForPlan?: boolean } = {}) {
  return useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: (query) => (waitingForPlan && query.state.data?.data === null ? 2_000 : false),
  });
}

/** What is left of a worker's free allowance this month. */
export interface WorkAllowance {
  limit: number;
  left: number;
}

/**
 * The free allowance of a worker whose plan gives them no access (never had one, or it ended),
 * for the screens where work is taken (applying, accepting a request); null while it loads, for
 * anyone else (`enabled` false: a client or staff member has no plan to read), and when a plan
 * gives access.
 */
export function useWorkAllowance(enabled: boolean): WorkAllowance | null {
  const { data } = useQuery({ ...subscriptionQueryOptions(), enabled });
  if (!enabled || !data || data.data?.has_access) return null;
  return { limit: data.meta.allowance.limit, left: data.meta.allowance.left };
}
