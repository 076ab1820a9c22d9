import {
  sandboxCheckoutPath,
  type SandboxCheckout,
  type SandboxCheckoutResponse,
  type SandboxPayBody,
} from '@alongside/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

function sandboxCheckoutKey(id: string) {
  return [...subscriptionKeys.all, 'sandbox-checkout', id] as const;
}

/** GET /api/sandbox/checkouts/:id: what is bought and how far the payment got. The page shows a failure. */
export function sandboxCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: sandboxCheckoutKey(id),
    queryFn: ({ signal }) =>
      api
        .get<SandboxCheckoutResponse>(sandboxCheckoutPath(id), { signal, snackbar: false })
        .then(({ data }) => data),
  });
}

export function useSandboxCheckout(id: string) {
  return useQuery(sandboxCheckoutQueryOptions(id));
}

/**
 * POST /api/sandbox/checkouts/:id/pay: the card. A refused card is a 402, a bad field a 422 naming
 * it, a finished checkout a 409; the form shows each, so the snackbar stays away.
 */
export function usePaySandboxCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...sandboxCheckoutKey(id), 'pay'],
    mutationFn: (body: SandboxPayBody) =>
      api
        .post<SandboxCheckoutResponse>(sandboxCheckoutPath(id, 'pay'), body, { snackbar: false })
        .then(({ data }) => data),
    onSuccess: (checkout: SandboxCheckout) => client.setQueryData(sandboxCheckoutKey(id), checkout),
  });
}

/**
 * POST /api/sandbox/checkouts/:id/confirm `{ approve }`: the answer to the bank's "is it you?". A
 * refusal (402) leaves the checkout in whatever state the server chose, so it is read again before
 * the buttons free up.
 */
export function useConfirmSandboxCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...sandboxCheckoutKey(id), 'confirm'],
    mutationFn: (approve: boolean) =>
      api
        .post<SandboxCheckoutResponse>(sandboxCheckoutPath(id, 'confirm'), { approve }, { snackbar: false })
        .then(({ data }) => data),
    onSuccess: (checkout: SandboxCheckout) => client.setQueryData(sandboxCheckoutKey(id), checkout),
    onError: () => client.invalidateQueries({ queryKey: sandboxCheckoutKey(id) }),
  });
}
