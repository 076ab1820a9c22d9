import { DOCUMENT_LINK_TTL_SECONDS } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumentFileLink } from '../../../lib/documents/document-file-link';

/**
 * The link to a document's file while a reviewer looks at it: made when the page opens and again well
 * before it runs out; never kept once the page is left.
 */
export function documentFileLinkQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'file-link', id],
    queryFn: () => getDocumentFileLink(id, { snackbar: false }),
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
