import { useMutation } from '@tanstack/react-query';
import { getDocumentFileLink } from '../../../lib/documents/document-file-link';

/**
 * Opens a document's file in a new tab. The tab opens during the click, so no pop-up blocker stops
 * it, and goes to the link once it comes; if the link cannot be made, the empty tab closes again.
 */
export function useOpenDocumentFile() {
  const link = useMutation({
    mutationKey: ['verification', 'file-link'],
    mutationFn: (id: string) => getDocumentFileLink(id).then(({ url }) => url),
  });
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
