import { conversationPath, type ConversationResponse } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/conversations/:id: someone else's answers 404 like a missing one. */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) =>
      api
        .get<ConversationResponse>(conversationPath(id), { signal, snackbar: false })
        .then(({ data }) => data),
    // Read even while the browser says offline: the service worker answers with the saved copy.
    networkMode: 'offlineFirst',
  });
}

export function useConversation(id: string, pollMs: number | false = false) {
  return useQuery({ ...conversationQueryOptions(id), refetchInterval: pollMs });
}
