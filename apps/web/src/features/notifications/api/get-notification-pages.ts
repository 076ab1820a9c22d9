import { notificationPaths, type NotificationListResponse } from '@alongside/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

const PAGE_SIZE = 20;

/** GET /api/notifications a page at a time, for the updates page: more load as the person scrolls. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationListResponse>(notificationPaths.notifications, {
        query: { page: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
  });
}
