import { notificationPaths, type Notification } from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export interface NotificationList {
  notifications: Notification[];
  unread: number;
}

/**
 * GET /api/notifications: the latest, newest first. A failure stays quiet (no snackbar): the updates
 * are an extra on a page that works without them.
 */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'],
    queryFn: () =>
      api
        .get<{ data: Notification[]; meta: { unread: number } }>(notificationPaths.notifications, {
          snackbar: false,
        })
        .then(({ data, meta }): NotificationList => ({ notifications: data, unread: meta.unread })),
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
