import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are made by the server (newFileKey), never chosen by a browser; the
 * caller makes the key first, so that it can record it before a byte is written.
 */
export interface FileStorage {
  /** Streams `source` into a new object at `key` (made by newFileKey); rejects, leaving nothing, when the stream fails. */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** A stream of the object, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; a missing key is not an error. On S3 it also aborts any unfinished multipart upload of that key. */
  delete(key: string): Promise<void>;
}

const PREFIX_PATTERN = /^[a-z-]+$/;
const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9_-]{32}$/;

/** 'documents/' and 192 random bits: a key no one can guess, and safe as a path on any file system. */
export function newFileKey(prefix: string): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Not a storage key prefix: ${prefix}`);
  return `${prefix}/${randomBytes(24).toString('base64url')}`;
}

export const isFileKey = (key: string): boolean => KEY_PATTERN.test(key);

/** A key that newFileKey did not make is a bug or an attack, never a file of ours. */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a storage key: ${key}`);
}
