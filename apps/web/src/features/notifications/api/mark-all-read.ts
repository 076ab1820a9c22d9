import { notificationPaths, type ReadAllResponse } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** POST /api/notifications/read-all: every update is marked read; the bell and the lists are read again. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...NOTIFICATIONS_QUERY_KEY, 'read-all'],
    mutationFn: () => api.post<ReadAllResponse>(notificationPaths.readAll, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
