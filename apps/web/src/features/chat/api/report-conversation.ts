import { conversationPath, type ConversationActionResponse, type ReportBody } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** POST /api/conversations/:id/report `{ reason, note? }`: 409 when you already reported it. */
export function useReportConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...chatKeys.conversation(id), 'report'],
    mutationFn: (body: ReportBody) =>
      api.post<ConversationActionResponse>(conversationPath(id, 'report'), body, { snackbar: false }),
    onSuccess: ({ data }) => client.setQueryData(chatKeys.conversation(id), data),
  });
}
