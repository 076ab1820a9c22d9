import { conversationPath, type ConversationActionResponse } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * POST /api/conversations/:id/read `{ sequence }`: marks only move forward on the server. Made in the
 * background as messages are shown, so offline it waits for the connection and goes then.
 */
export function useMarkRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...chatKeys.conversation(id), 'read'],
    networkMode: 'online',
    mutationFn: (sequence: number) =>
      api.post<ConversationActionResponse>(conversationPath(id, 'read'), { sequence }, { snackbar: false }),
    onSuccess: ({ data }) => {
      client.setQueryData(chatKeys.conversation(id), data);
      return client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
