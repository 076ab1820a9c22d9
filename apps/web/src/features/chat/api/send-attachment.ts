import { conversationPath, type Message, type SentMessageResponse } from '@alongside/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/conversations/:id/attachments: a photo or PDF with words if the person likes, as one
 * message; the same `client_id` again answers with the first message, so it may be retried.
 */
export function sendAttachment(id: string, clientId: string, file: File, body = ''): Promise<Message> {
  const form = new FormData();
  form.append('client_id', clientId);
  if (body !== '') form.append('body', body);
  form.append('file', file, file.name);
  return api
    .post<SentMessageResponse>(conversationPath(id, 'attachments'), form, { snackbar: false })
    .then(({ data }) => data);
}
