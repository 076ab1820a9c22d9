import { chatPaths, type ConversationListResponse } from '@alongside/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import {
  NOTIFICATIONS_QUERY_KEY,
  notificationsQueryOptions,
} from '../features/notifications/api/get-notifications';
import { acknowledgeDelivered, subscribeChatEvents } from '../features/chat/socket';

/** The counts the signed-in frame shows: unread messages on the Messages destination. */
export interface LiveCounts {
  unreadMessages: number;
}

/**
 * Keeps the frame's counts live through the app's one socket (issue #22): the unread messages for
 * the Messages destination, and the bell and the updates page read again when a notification
 * arrives. A message from someone else is told delivered here, on whatever page the person is, as
 * the sender's ticks promise. Loaded lazily by the frame, so the entry holds none of it; returns
 * the way to stop. After every (re)connect the counts are read from the API, since events may have
 * been missed.
 */
export function followLiveCounts(
  queryClient: QueryClient,
  selfId: string,
  onCounts: (counts: LiveCounts) => void,
): () => void {
  // The bell's list and the updates page; not the settings, which share the key's start.
  const readNotificationsAgain = () =>
    Promise.all(
      (['list', 'pages'] as const).map((part) =>
        queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, part] }),
      ),
    );
  // An `unread` event newer than a read still on its way wins: the read's answer may be older.
  let unreadEvents = 0;
  const readCounts = () => {
    const eventsBefore = unreadEvents;
    return api
      .get<ConversationListResponse>(chatPaths.conversations, {
        query: { limit: '1', 'fields[conversations]': 'id' },
        snackbar: false,
      })
      .then(({ meta }) => {
        if (unreadEvents === eventsBefore) onCounts({ unreadMessages: meta.unread });
      })
      .catch(() => undefined);
  };

  return subscribeChatEvents((event) => {
    switch (event.type) {
      case 'connected':
        void readCounts();
        void readNotificationsAgain();
        return;
      case 'unread':
        unreadEvents += 1;
        onCounts({ unreadMessages: event.messages });
        if (bellCount(queryClient) !== event.notifications) void readNotificationsAgain();
        return;
      case 'notification':
        void readNotificationsAgain();
        return;
      case 'message':
        if (event.message.sender_id !== selfId) acknowledgeDelivered(event.message);
        return;
      default:
        return;
    }
  });
}

/** The bell's count as last read, if it was. */
function bellCount(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData(notificationsQueryOptions().queryKey)?.unread;
}
