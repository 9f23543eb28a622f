import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';

const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9_-]{32}$/;

/** Files under DATA_DIR/uploads, never inside the served front end. */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
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
