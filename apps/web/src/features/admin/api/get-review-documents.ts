import {
  adminDocumentPath,
  adminVerificationPaths,
  type AuditEntry,
  type PageMeta,
  type ReviewDocument,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_VERIFICATION_QUERY_KEY = ['admin', 'verification'] as const;

/** One review document with the decisions already taken on it (GET /api/admin/verification/documents/:id). */
export type ReviewDocumentDetail = ReviewDocument & { history: AuditEntry[] };

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * GET /api/admin/verification/documents: the pending documents, oldest first. Errors stay off the
 * snackbar: the page says what went wrong (a 403 shows the no-access page).
 */
export function reviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_VERIFICATION_QUERY_KEY, 'queue', page],
    queryFn: () =>
      api.get<Page<ReviewDocument>>(adminVerificationPaths.documents, {
        query: { 'filter[status]': 'pending', page },
        snackbar: false,
      }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(page: number) {
  return useQuery(reviewQueueQueryOptions(page));
}

/** GET /api/admin/verification/documents/:id; a missing id answers 404. */
export function reviewDocumentQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_VERIFICATION_QUERY_KEY, 'document', id],
    queryFn: () =>
      api
        .get<{ data: ReviewDocumentDetail }>(adminDocumentPath(id), { snackbar: false })
        .then(({ data }) => data),
    retry: false,
  });
}

export function useReviewDocument(id: string) {
  return useQuery(reviewDocumentQueryOptions(id));
}
