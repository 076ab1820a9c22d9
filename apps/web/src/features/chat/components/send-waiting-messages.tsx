import { useEffect } from 'react';
import { flushOutbox } from '../outbox/outbox';

/**
 * Sends the messages waiting in the outbox (decision 039) when the app starts, after a reload or the
 * app being closed and opened again, and whenever the connection comes back, on every page, not only
 * the chat's. Loaded when the browser is idle and only for a signed-in person (app/idle-parts.tsx).
 * Draws nothing.
 */
export default function SendWaitingMessages({ userId }: { userId: string }) {
  useEffect(() => {
    const send = () => void flushOutbox(userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);
  return null;
}
