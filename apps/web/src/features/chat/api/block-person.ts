import { conversationPath, type ConversationActionResponse } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** POST /api/conversations/:id/block blocks the other person; DELETE lifts your block. */
export function useBlockPerson(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...chatKeys.conversation(id), 'block'],
    mutationFn: (block: boolean) =>
      block
        ? api.post<ConversationActionResponse>(conversationPath(id, 'block'), {}, { snackbar: false })
        : api.delete<ConversationActionResponse>(conversationPath(id, 'block'), { snackbar: false }),
    onSuccess: ({ data }) => {
      client.setQueryData(chatKeys.conversation(id), data);
      return client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
