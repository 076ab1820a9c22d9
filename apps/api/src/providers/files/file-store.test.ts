import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStore } from './file-store';

const root = mkdtempSync(path.join(tmpdir(), 'alongside-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('disk file store', () => {
  const store = diskFileStore(root);

  it('keeps a file private to the process owner and reads it back', async () => {
    await store.put('avatars/a1.webp', Buffer.from('image'));
    expect((await store.get('avatars/a1.webp'))?.toString()).toBe('image');
    expect(statSync(path.join(root, 'avatars/a1.webp')).mode & 0o077).toBe(0);
  });

  it('answers null for a missing file and removes quietly', async () => {
    expect(await store.get('avatars/none.webp')).toBeNull();
    await store.remove('avatars/none.webp');
    await store.put('avatars/a2.webp', Buffer.from('x'));
    await store.remove('avatars/a2.webp');
    expect(await store.get('avatars/a2.webp')).toBeNull();
  });

  it.each(['../secrets.json', 'avatars/../../x', '/etc/passwd', 'avatars/./x', 'Avatars/x', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid file key.');
    },
  );
});
