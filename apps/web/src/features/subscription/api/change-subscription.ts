import { subscriptionPaths, type PlanId, type SubscriptionResponse } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export type SubscriptionChange =
  { choice: 'cancel' } | { choice: 'resume' } | { choice: 'change_plan'; plan: PlanId };

/** POST /api/subscription/cancel|resume|change: the answer is the plan as it is now, with what to say. */
export function useChangeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => {
      if (change.choice === 'change_plan') {
        return api.post<SubscriptionResponse>(subscriptionPaths.change, { plan: change.plan });
      }
      return api.post<SubscriptionResponse>(
        change.choice === 'cancel' ? subscriptionPaths.cancel : subscriptionPaths.resume,
        {},
      );
    },
    onSuccess: (answer) => client.setQueryData(subscriptionKeys.mine, answer),
  });
}
