import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { FileStore } from './file-store';

/** Keys that would leave the store's folder, or that no store accepts. */
export const BAD_KEYS = ['../secrets.json', 'avatars/../../x', '/etc/passwd', 'avatars/./x', 'Avatars/x', ''];

/**
 * What every file store does, whatever keeps the bytes: the disk store's and the S3 store's tests
 * both run it, so the app cannot tell them apart.
 */
export function itBehavesAsAFileStore(store: () => FileStore): void {
  const key = (folder = 'avatars') => `${folder}/${randomUUID()}.webp`;

  it('reads back the bytes it stored, every byte value intact', async () => {
    const file = key();
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
    await store().put(file, bytes);
    expect(await store().get(file)).toEqual(bytes);
  });

  it('replaces a file stored again under the same key', async () => {
    const file = key('documents');
    await store().put(file, Buffer.from('first'));
    await store().put(file, Buffer.from('second'));
    expect((await store().get(file))?.toString()).toBe('second');
  });

  it('answers null for a missing file', async () => {
    expect(await store().get(key())).toBeNull();
  });

  it('removes a file, and removing a missing one is quiet', async () => {
    const file = key();
    await store().put(file, Buffer.from('x'));
    await store().remove(file);
    expect(await store().get(file)).toBeNull();
    await store().remove(file);
  });

  it.each(BAD_KEYS)('refuses the key %j to put, get and remove', async (bad) => {
    await expect(store().put(bad, Buffer.from('x'))).rejects.toThrow('Invalid file key.');
    await expect(store().get(bad)).rejects.toThrow('Invalid file key.');
    await expect(store().remove(bad)).rejects.toThrow('Invalid file key.');
  });
}
