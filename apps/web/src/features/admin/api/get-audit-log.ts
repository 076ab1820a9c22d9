import { adminVerificationPaths, type AuditEntry } from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_VERIFICATION_QUERY_KEY, type Page } from './get-review-documents';

/** GET /api/admin/verification/audit: every decision, newest first. */
export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_VERIFICATION_QUERY_KEY, 'audit', page],
    queryFn: () =>
      api.get<Page<AuditEntry>>(adminVerificationPaths.audit, { query: { page }, snackbar: false }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
