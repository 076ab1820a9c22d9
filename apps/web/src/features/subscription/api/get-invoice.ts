import { invoicePath } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/orders/:id/invoice: the order's tax invoice as PDF bytes. The API gives it only to the
 * worker's bearer token, so the page fetches the bytes instead of linking to the address. Read
 * afresh at each press, never cached: a refund adds a line to the invoice.
 */
export function getInvoice(orderId: string): Promise<Blob> {
  return api.get<Blob>(invoicePath(orderId), { responseType: 'blob', snackbar: false });
}

/** Fetches an order's invoice when the person asks for it; the button shows the wait and a failure. */
export function useInvoice() {
  return useMutation({ mutationFn: getInvoice });
}
