import { verificationPaths, type Document, type DocumentUploadFields } from '@alongside/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';
import { VERIFICATION_QUERY_KEY } from './get-verification';

/**
 * After a change the requirements are read again, and so is the session user: its `documents` and
 * `id_verification_completed` follow the documents.
 */
export function afterDocumentChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY }),
    client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

export interface DocumentUpload {
  fields: DocumentUploadFields;
  /** Absent for the ABN, which staff check on the public register. */
  file?: File | null;
}

/** The multipart body of `POST /api/documents`: the text fields first, then the file in `file`. */
export function documentFormData({ fields, file }: DocumentUpload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  if (file) form.append('file', file, file.name);
  return form;
}

/** POST /api/documents; it replaces the person's open document of that type. A bad field is a 422 naming it. */
export function uploadDocument(upload: DocumentUpload): Promise<Document> {
  return api
    .post<{ data: Document }>(verificationPaths.documents, documentFormData(upload), { snackbar: false })
    .then(({ data }) => data);
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['verification', 'upload'],
    mutationFn: uploadDocument,
    onSuccess: () => afterDocumentChange(client),
  });
}
