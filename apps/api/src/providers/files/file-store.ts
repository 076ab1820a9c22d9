import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Private files (avatars, verification documents, message attachments): a key names a file, and only
 * the API reads it back, through an authorised route. The embedded default keeps them in `$DATA_DIR/files`,
 * outside any public path; with `S3_BUCKET` set they go to an object store (`s3-file-store.ts`), so
 * that instances on several machines share them (DESIGN.md "Runs on").
 */
export interface FileStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are folders and names of letters, digits, `-` and `_` joined by `/`: never `..` or an absolute path. */
const KEY = /^[a-z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/;

/**
 * Every store checks keys the same way, so a key that one refuses the other refuses too: on disk a
 * `..` would leave the folder, and in a bucket it would name an object no disk store could hold.
 */
export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error('Invalid file key.');
  }
}

export function diskFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertFileKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, body, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
