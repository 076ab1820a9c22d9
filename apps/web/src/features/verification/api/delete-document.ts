import { documentPath } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterDocumentChange } from './upload-document';

/** DELETE /api/documents/:id: the document and its file are removed at once. */
export function deleteDocument(id: string): Promise<unknown> {
  return api.delete<unknown>(documentPath(id));
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['verification', 'delete'],
    mutationFn: deleteDocument,
    onSuccess: () => afterDocumentChange(client),
  });
}
