import { conversationPath, type Message, type SentMessageResponse } from '@alongside/contract';
import { api, isApiError } from '../../../lib/api-client';

/** POST /api/conversations/:id/messages: the same `client_id` again answers with the first message. */
export function sendMessage(id: string, clientId: string, body: string): Promise<Message> {
  return api
    .post<SentMessageResponse>(
      conversationPath(id, 'messages'),
      { client_id: clientId, body },
      { snackbar: false },
    )
    .then(({ data }) => data);
}

/** Pauses between tries after a failure the network or the server may get over. */
export const SEND_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 8_000];

/** No answer, or a server in trouble: the message may not have arrived, so the same id goes again. */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

/**
 * Sends one message, trying again with the same `clientId` while the failure is worth retrying: the
 * server keeps one message per id, so a try that did arrive is never a second message. Throws the
 * last error once the pauses run out, or at once for a refusal (a block, too fast, a bad body).
 */
export async function sendWithRetry(
  send: (clientId: string) => Promise<Message>,
  clientId: string,
  {
    delays = SEND_RETRY_DELAYS_MS,
    wait = pause,
  }: { delays?: readonly number[]; wait?: (ms: number) => Promise<void> } = {},
): Promise<Message> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(clientId);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isWorthRetrying(error)) throw error;
      await wait(delay);
    }
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
