import { subscriptionPaths, type CheckoutResponse, type PlanId } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/subscription `{ plan }`: starts a checkout with the payment provider and sends the
 * browser to it. What happens there comes back through the provider's webhooks, never through the
 * page the browser returns to.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: PlanId) =>
      api.post<CheckoutResponse>(subscriptionPaths.subscription, { plan }).then(({ data }) => data.url),
    onSuccess: (url) => window.location.assign(url),
  });
}
