import { chatPaths, type Conversation, type ConversationListResponse } from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export interface ConversationFilters {
  name?: string;
  page?: number;
}

/** GET /api/conversations: yours, newest first; `filter[name]` keeps those whose name starts so. */
export function conversationsQueryOptions({ name = '', page = 1 }: ConversationFilters = {}) {
  const query = { 'filter[name]': name.trim() || undefined, page: page > 1 ? String(page) : undefined };
  return queryOptions({
    queryKey: [...chatKeys.lists, 'list', query],
    queryFn: ({ signal }) => api.get<ConversationListResponse>(chatPaths.conversations, { query, signal }),
    placeholderData: keepPreviousData,
    // Read even while the browser says offline: the service worker answers with the saved copy.
    networkMode: 'offlineFirst',
  });
}

/** `pollMs` reads the list again on a timer while the live link is down. */
export function useConversations(filters: ConversationFilters, pollMs: number | false = false) {
  return useQuery({ ...conversationsQueryOptions(filters), refetchInterval: pollMs });
}

/** The conversation as a list already read shows it, if one does (before its own read answers). */
export function findListedConversation(client: QueryClient, id: string): Conversation | undefined {
  for (const [, page] of client.getQueriesData<ConversationListResponse>({ queryKey: chatKeys.lists })) {
    const found = page?.data.find((conversation) => conversation.id === id);
    if (found) return found;
  }
  return undefined;
}
