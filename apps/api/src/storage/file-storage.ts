import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are made by the server (newFileKey); callers never choose a path. */
export interface FileStorage {
  /** Streams `source` into a new object at `key`; rejects, leaving nothing, when the stream fails. */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** A stream of the object, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** A new, unguessable key under `prefix/`. */
export const newFileKey = (prefix: string) => `${prefix}/${randomBytes(24).toString('base64url')}`;
