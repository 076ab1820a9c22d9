import { documentFileLinkPath, DOCUMENT_LINK_TTL_SECONDS } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/documents/:id/file-link: a link to the file that works for a few minutes (decision 017).
 * Made when the page opens and again well before it runs out; never kept once the page is left.
 */
export function documentFileLinkQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'file-link', id],
    queryFn: () =>
      api
        .post<{ data: { url: string; expires_at: string } }>(documentFileLinkPath(id), undefined, {
          snackbar: false,
        })
        .then(({ data }) => data),
    staleTime: (DOCUMENT_LINK_TTL_SECONDS - 60) * 1000,
    refetchInterval: (DOCUMENT_LINK_TTL_SECONDS - 60) * 1000,
    refetchOnWindowFocus: false,
    gcTime: 0,
    retry: false,
  });
}

export function useDocumentFileLink(id: string, enabled: boolean) {
  return useQuery({ ...documentFileLinkQueryOptions(id), enabled });
}
