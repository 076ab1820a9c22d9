import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itBehavesAsAFileStore } from './file-store-behaviour';
import { startLocalS3Server, type LocalS3Server } from './local-s3-server';
import { s3FileStore } from './s3-file-store';

let server: LocalS3Server;
beforeAll(async () => {
  server = await startLocalS3Server();
});
afterAll(() => server?.close());

describe('S3 file store', () => {
  itBehavesAsAFileStore(() => s3FileStore(server.store));

  it('shares files with every other store on the same bucket, as instances on other machines would', async () => {
    await s3FileStore(server.store).put('avatars/shared.webp', Buffer.from('image'));
    expect((await s3FileStore(server.store).get('avatars/shared.webp'))?.toString()).toBe('image');
  });

  it('treats a missing bucket as a fault, not a missing file, and names no key in the error', async () => {
    const store = s3FileStore({ ...server.store, bucket: 'no-such-bucket' });

    const failure = store.get('documents/passport-of-someone.pdf');
    await expect(failure).rejects.toThrow('Object store GetObject failed: NoSuchBucket (HTTP 404');
    await expect(failure).rejects.not.toThrow('passport-of-someone');
    await expect(store.put('avatars/x.webp', Buffer.from('x'))).rejects.toThrow(
      'Object store PutObject failed: NoSuchBucket',
    );
  });

  it('fails a request when the store cannot be reached, rather than waiting', async () => {
    const store = s3FileStore({ ...server.store, endpoint: 'http://127.0.0.1:9' });

    await expect(store.get('avatars/x.webp')).rejects.toThrow('Object store GetObject failed.');
  });
});
