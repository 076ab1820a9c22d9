import { notificationReadPath, type Notification } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** POST /api/notifications/:id/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<{ data: Notification }>(notificationReadPath(id)).then(({ data }) => data);
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
