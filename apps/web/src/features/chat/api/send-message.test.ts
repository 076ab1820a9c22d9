import type { Message } from '@alongside/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fakeApi, json } from '../../../test/fake-api';
import { sendMessage, sendWithRetry } from './send-message';

const CLIENT_ID = '6f1c7b9e-1d2a-4c3b-8e5f-0a1b2c3d4e5f';

function message(clientId: string): Message {
  return {
    id: 'm1',
    conversation_id: 'c1',
    sequence: 7,
    sender_id: 'me',
    client_id: clientId,
    body: 'Hello',
    attachment: null,
    about: null,
    sent_at: '2026-11-27T03:00:00Z',
  };
}

const noWait = { wait: () => Promise.resolve() };

describe('sending a message with retries', () => {
  it('tries again with the same client_id after a network failure or a server error', async () => {
    const send = vi
      .fn<(clientId: string) => Promise<Message>>()
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockRejectedValueOnce(new ApiError(503, ''))
      .mockImplementation((clientId) => Promise.resolve(message(clientId)));
    const sent = await sendWithRetry(send, CLIENT_ID, noWait);
    expect(send.mock.calls.map(([clientId]) => clientId)).toEqual([CLIENT_ID, CLIENT_ID, CLIENT_ID]);
    expect(sent.client_id).toBe(CLIENT_ID);
  });

  it('gives up after its pauses run out, with the last failure', async () => {
    const send = vi
      .fn<(clientId: string) => Promise<Message>>()
      .mockRejectedValue(new ApiError(0, 'offline'));
    await expect(sendWithRetry(send, CLIENT_ID, { delays: [1, 1], ...noWait })).rejects.toMatchObject({
      status: 0,
    });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal (blocked, too fast)', async () => {
    const send = vi
      .fn<(clientId: string) => Promise<Message>>()
      .mockRejectedValue(new ApiError(403, 'This person is not taking messages from you any more.'));
    await expect(sendWithRetry(send, CLIENT_ID, noWait)).rejects.toMatchObject({ status: 403 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('posts the same client_id each time through the API client', async () => {
    let calls = 0;
    const api = fakeApi({
      'POST /api/conversations/c1/messages': (request) => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json(201, { data: message((request.body as { client_id: string }).client_id) });
      },
    });
    const sent = await sendWithRetry((clientId) => sendMessage('c1', clientId, 'Hello'), CLIENT_ID, noWait);
    expect(sent.sequence).toBe(7);
    expect(api.requests.map((request) => request.body)).toEqual([
      { client_id: CLIENT_ID, body: 'Hello' },
      { client_id: CLIENT_ID, body: 'Hello' },
    ]);
  });
});
