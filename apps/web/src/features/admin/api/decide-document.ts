import { adminDocumentPath } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_VERIFICATION_QUERY_KEY } from './get-review-documents';

/** The document decided on, and the upload the reviewer looked at (a newer one answers 409). */
export type DecisionTarget = { id: string; uploadedAt: string };

/** POST …/approve: sets `approved_at` and the reviewer. A document already decided answers 409. */
export function approveDocument({ id, uploadedAt }: DecisionTarget): Promise<unknown> {
  return api.post(adminDocumentPath(id, 'approve'), { uploaded_at: uploadedAt }, { snackbar: false });
}

/** POST …/reject with the reason the owner sees; a missing reason is a 422 on `reason`. */
export function rejectDocument({
  id,
  uploadedAt,
  reason,
}: DecisionTarget & { reason: string }): Promise<unknown> {
  return api.post(adminDocumentPath(id, 'reject'), { uploaded_at: uploadedAt, reason }, { snackbar: false });
}

/** Either decision changes the queue, the document and the audit log. */
function useDecision<V>(fn: (variables: V) => Promise<unknown>, name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...ADMIN_VERIFICATION_QUERY_KEY, name],
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_VERIFICATION_QUERY_KEY }),
  });
}

export function useApproveDocument() {
  return useDecision(approveDocument, 'approve');
}

export function useRejectDocument() {
  return useDecision(rejectDocument, 'reject');
}
