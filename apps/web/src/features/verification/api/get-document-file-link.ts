import { documentFileLinkPath } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiUrl } from '../../../lib/runtime-config';

/** POST /api/documents/:id/file-link: a link to the file that works for a few minutes. */
export function getDocumentFileLink(id: string): Promise<string> {
  return api
    .post<{ data: { url: string; expires_at: string } }>(documentFileLinkPath(id))
    .then(({ data }) => (/^https?:\/\//i.test(data.url) ? data.url : apiUrl(data.url)));
}

/**
 * Opens a document's file in a new tab. The tab opens during the click, so no pop-up blocker stops
 * it, and goes to the link once it comes; if the link cannot be made, the empty tab closes again.
 */
export function useOpenDocumentFile() {
  const link = useMutation({ mutationKey: ['verification', 'file-link'], mutationFn: getDocumentFileLink });
  const open = (id: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    link.mutate(id, {
      onSuccess: (url) => {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      onError: () => tab?.close(),
    });
  };
  return { open, pendingId: link.isPending ? link.variables : undefined };
}
