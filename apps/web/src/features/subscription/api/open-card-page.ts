import { subscriptionPaths, type CheckoutResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/subscription/portal: the payment provider's own page where the worker changes their
 * card (Stripe's customer portal), which sends them back to the plans page.
 */
export function useOpenCardPage() {
  return useMutation({
    mutationFn: () => api.post<CheckoutResponse>(subscriptionPaths.portal, {}).then(({ data }) => data.url),
    onSuccess: (url) => window.location.assign(url),
  });
}
