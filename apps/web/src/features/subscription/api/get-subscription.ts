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
