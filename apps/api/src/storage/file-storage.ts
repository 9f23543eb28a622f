import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are made by the server; callers never choose a path. */
export interface FileStorage {
  /** Streams `source` into a new object under `prefix/`, returning its key. */
  put(prefix: string, source: Readable): Promise<{ key: string; size: number }>;
  /** A stream of the object, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
