import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * An attachment's bytes (GET …/attachments/:attachmentId): the API serves it to the conversation's
 * two people only, with their bearer token, so the page fetches it and shows it from the bytes.
 * Fetched once the screen shows it; an attachment never changes.
 */
export function useAttachmentFile(url: string, enabled = true) {
  const file = useQuery({
    queryKey: chatKeys.attachment(url),
    queryFn: () => api.get<Blob>(url, { responseType: 'blob', snackbar: false }),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
  const objectUrl = useObjectUrl(file.data);
  return { ...file, objectUrl };
}

/** A URL for the bytes while the component shows them; let go when it no longer does. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
