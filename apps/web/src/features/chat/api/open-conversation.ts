import { chatPaths, type ConversationResponse } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** POST /api/conversations `{ user_id }`: opens (or returns to) the conversation; 403 says why not. */
export function useOpenConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...chatKeys.lists, 'open'],
    mutationFn: (userId: string) =>
      api
        .post<ConversationResponse>(chatPaths.conversations, { user_id: userId }, { snackbar: false })
        .then(({ data }) => data),
    onSuccess: (conversation) => {
      client.setQueryData(chatKeys.conversation(conversation.id), conversation);
      return client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
