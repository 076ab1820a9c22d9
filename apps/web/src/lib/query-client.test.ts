import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a change at once when the browser says it is offline, so the form hears why it failed', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error('We could not reach Alongside.')),
    });
    await expect(observer.mutate()).rejects.toThrow('We could not reach Alongside.');
    expect(observer.getCurrentResult().isPaused).toBe(false);
    expect(observer.getCurrentResult().isError).toBe(true);
  });

  it('lets a change made in the background wait for the connection when it asks to', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let sent = 0;
    const observer = new MutationObserver(client, {
      networkMode: 'online',
      mutationFn: () => Promise.resolve((sent += 1)),
    });
    const done = observer.mutate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(observer.getCurrentResult().isPaused).toBe(true);
    expect(sent).toBe(0);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await done;
    expect(sent).toBe(1);
  });
});
