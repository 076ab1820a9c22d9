import {
  adminReportPath,
  adminReportPaths,
  type PageMeta,
  type ResolveReportBody,
  type StaffReport,
  type StaffReportResponse,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_REPORTS_QUERY_KEY = ['admin', 'reports'] as const;

/** GET /api/admin/reports: the reported conversations waiting, oldest first (staff only). */
export function reportQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_REPORTS_QUERY_KEY, 'queue', page],
    queryFn: () =>
      api.get<{ data: StaffReport[]; meta: PageMeta }>(adminReportPaths.reports, {
        query: { 'filter[state]': 'waiting', page },
        snackbar: false,
      }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useReportQueue(page: number) {
  return useQuery(reportQueueQueryOptions(page));
}

/** GET /api/admin/reports/:id: the report with the messages in question. */
export function useReport(id: string) {
  return useQuery({
    queryKey: [...ADMIN_REPORTS_QUERY_KEY, 'report', id],
    queryFn: () =>
      api.get<StaffReportResponse>(adminReportPath(id), { snackbar: false }).then(({ data }) => data),
    retry: false,
  });
}

/** POST /api/admin/reports/:id/resolve: closes it; a report already closed answers 409. */
export function useResolveReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...ADMIN_REPORTS_QUERY_KEY, 'resolve', id],
    mutationFn: (body: ResolveReportBody) =>
      api.post(adminReportPath(id, 'resolve'), body, { snackbar: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_REPORTS_QUERY_KEY }),
  });
}
