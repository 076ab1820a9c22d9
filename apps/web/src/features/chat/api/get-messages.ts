import { conversationPath, type MessageListResponse } from '@alongside/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/conversations/:id/messages, oldest first: the latest page, or those `after` a sequence
 * (catching up), or `before` one (scrolling back). Reading moves your delivered mark.
 */
export function getMessages(
  id: string,
  page: { after?: number; before?: number } = {},
  signal?: AbortSignal,
): Promise<MessageListResponse> {
  const query = {
    after: page.after === undefined ? undefined : String(page.after),
    before: page.before === undefined ? undefined : String(page.before),
  };
  return api.get<MessageListResponse>(conversationPath(id, 'messages'), { query, signal, snackbar: false });
}
