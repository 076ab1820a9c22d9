import { refundPath, type RefundBody } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_ORDERS_QUERY_KEY } from './get-orders';

/**
 * POST /api/admin/orders/:id/refund: part or all of a paid order back through the payment provider.
 * More than is left is a 422 on `amount_cents`, a missing reason one on `reason`.
 */
export function refundOrder({ id, ...body }: RefundBody & { id: string }): Promise<unknown> {
  return api.post(refundPath(id), body, { snackbar: false });
}

/** A refund changes the order, in the list and on its own page. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...ADMIN_ORDERS_QUERY_KEY, 'refund'],
    mutationFn: refundOrder,
    // Also after a refund the provider did not answer: it is kept and listed, waiting to be sent.
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  });
}
