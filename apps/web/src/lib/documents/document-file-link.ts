import { documentFileLinkPath } from '@alongside/contract';
import { api } from '../api-client';
import { apiUrl } from '../runtime-config';

export interface DocumentFileLink {
  /** Absolute, so it opens from any page, whichever origin the API is on. */
  url: string;
  expires_at: string;
}

/**
 * POST /api/documents/:id/file-link: a link to a document's file that works for a few minutes
 * (decision 017). The one way the web app gets one: the owner opening their file, staff reviewing it.
 */
export async function getDocumentFileLink(
  id: string,
  { snackbar = true }: { snackbar?: boolean } = {},
): Promise<DocumentFileLink> {
  const { data } = await api.post<{ data: DocumentFileLink }>(documentFileLinkPath(id), undefined, {
    snackbar,
  });
  return { ...data, url: /^https?:\/\//i.test(data.url) ? data.url : apiUrl(data.url) };
}
