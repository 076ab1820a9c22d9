import { useEffect, useSyncExternalStore } from 'react';
import {
  acknowledgeDelivered,
  chatSocketStatus,
  subscribeChatEvents,
  subscribeChatSocketStatus,
  type ChatSocketEvent,
} from '../socket';

/** While the live link cannot connect, the chat screens read again on this timer. */
export const POLL_MS = 10_000;

/**
 * Listens to the live link while the screen is shown (opening it if need be), tells the server a
 * message from someone else reached this device, and says whether the screen should poll instead.
 */
export function useChatLive(selfId: string, onEvent: (event: ChatSocketEvent) => void): { polling: boolean } {
  useEffect(
    () =>
      subscribeChatEvents((event) => {
        if (event.type === 'message' && event.message.sender_id !== selfId)
          acknowledgeDelivered(event.message);
        onEvent(event);
      }),
    [selfId, onEvent],
  );
  const status = useSyncExternalStore(subscribeChatSocketStatus, chatSocketStatus);
  return { polling: status === 'down' };
}
