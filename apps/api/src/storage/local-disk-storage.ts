import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, isFileKey, type FileStorage } from './file-storage';

/** Files under DATA_DIR/uploads, never inside the served front end. */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        // 'wx' refuses a key that already holds a file: that file is not this upload's to remove.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async get(key) {
      if (!isFileKey(key)) return null;
      try {
        await stat(fileOf(key));
      } catch {
        return null;
      }
      return createReadStream(fileOf(key));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
