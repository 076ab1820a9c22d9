import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStore } from './file-store';
import { itBehavesAsAFileStore } from './file-store-behaviour';

const root = mkdtempSync(path.join(tmpdir(), 'alongside-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('disk file store', () => {
  const store = diskFileStore(root);

  itBehavesAsAFileStore(() => store);

  it('keeps a file private to the process owner', async () => {
    await store.put('avatars/a1.webp', Buffer.from('image'));
    expect(statSync(path.join(root, 'avatars/a1.webp')).mode & 0o077).toBe(0);
    expect(statSync(path.join(root, 'avatars')).mode & 0o077).toBe(0);
  });
});
