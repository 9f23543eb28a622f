import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test-support/s3-server';
import { loadConfig } from '../src/config';
import { createFileStorage } from '../src/storage/create-file-storage';
import { newFileKey, type FileStorage } from '../src/storage/file-storage';

interface Driver {
  storage: FileStorage;
  close(): Promise<void>;
}

/** Each driver as the app builds it: from its configuration, through createFileStorage. */
const drivers: Array<[string, () => Promise<Driver>]> = [
  [
    'local disk',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'nestway-storage-'));
      return {
        storage: createFileStorage(loadConfig({ DATA_DIR: dataDir }).storage),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const server = await startS3Server();
      return { storage: createFileStorage(loadConfig(server.env).storage), close: server.close };
    },
  ],
];

const MB = 1024 * 1024;

/** `bytes` as a request delivers them: 64 KB at a time, then, if told, a failure instead of the end. */
function streamOf(bytes: Buffer, failure?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
      if (failure) throw failure;
    })(),
  );
}

describe.each(drivers)('FileStorage on %s', (_name, open) => {
  let driver: Driver;
  let storage: FileStorage;

  beforeAll(async () => {
    driver = await open();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it.each([
    ['a small file (one request)', 3000],
    ['a 9 MB file (two 5 MB parts on S3)', 9 * MB],
  ])('streams %s in and out byte for byte, and reports its size', async (_, size) => {
    const bytes = randomBytes(size);
    const key = newFileKey('documents');
    expect(await storage.put(key, streamOf(bytes))).toEqual({ size });
    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    expect((await buffer(stored!)).equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get(newFileKey('documents'))).toBeNull();
  });

  it('deletes a missing key without an error', async () => {
    await expect(storage.delete(newFileKey('documents'))).resolves.toBeUndefined();
  });

  it('forgets a deleted file', async () => {
    const key = newFileKey('payment-proofs');
    await storage.put(key, streamOf(randomBytes(1000)));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('rejects a put whose stream fails halfway with the stream’s error, and keeps nothing of it', async () => {
    const key = newFileKey('documents');
    const failure = new Error('the client went away');
    // 6 MB: past the first 5 MB part, so on S3 a multipart upload was under way when the stream failed.
    await expect(storage.put(key, streamOf(randomBytes(6 * MB), failure))).rejects.toBe(failure);
    expect(await storage.get(key)).toBeNull();
  });

  it('rejects a put whose stream failed before storage read it, with that error', async () => {
    const key = newFileKey('documents');
    const failure = new Error('not an allowed file type');
    const source = streamOf(Buffer.alloc(0));
    source.on('error', () => {});
    source.destroy(failure);
    await expect(storage.put(key, source)).rejects.toBe(failure);
    expect(await storage.get(key)).toBeNull();
  });

  it.each(['../../etc/passwd', 'documents/too-short', 'documents', 'Documents/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'])(
    'refuses %s, a key newFileKey did not make',
    async (key) => {
      await expect(storage.put(key, streamOf(Buffer.from('x')))).rejects.toThrow(/^Not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/^Not a storage key/);
      expect(await storage.get(key)).toBeNull();
    },
  );
});

describe('newFileKey', () => {
  it('makes a different key under the prefix each time, and refuses a prefix that is not a plain name', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newFileKey('shared-files')));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^shared-files\/[A-Za-z0-9_-]{32}$/);
    expect(() => newFileKey('../documents')).toThrow(/^Not a storage key prefix/);
  });
});
