import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface TrickleSpec {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  file: { field: string; name: string; type: string; head: Buffer; totalBytes: number };
  /** Sent at once after the head; the rest goes `chunkBytes` every `everyMs`. */
  burstBytes: number;
  chunkBytes: number;
  everyMs: number;
}

export interface Trickle {
  /** Bytes of the body written so far. */
  sent(): number;
  /** Settles when the request ends: its status, or the error that ended it (a killed server resets it). */
  done: Promise<{ status?: number; error?: string }>;
  /** Stops sending and drops the connection. */
  abort(): void;
}

/**
 * A multipart upload whose file arrives slowly, with the full Content-Length announced up front, as a
 * phone on a poor connection sends it: the server has started storing the file long before it ends.
 */
export function trickleUpload(spec: TrickleSpec): Trickle {
  const boundary = `----trickle${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(spec.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const preamble = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${spec.file.field}"; filename="${spec.file.name}"\r\n` +
      `Content-Type: ${spec.file.type}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fillerBytes = spec.file.totalBytes - spec.file.head.length;
  const length = preamble.length + spec.file.totalBytes + epilogue.length;

  let sent = 0;
  const request = http.request(spec.url, {
    method: 'POST',
    headers: { ...spec.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
  });
  const write = (bytes: Buffer) => {
    sent += bytes.length;
    request.write(bytes);
  };
  write(preamble);
  write(spec.file.head);
  let fillerLeft = fillerBytes;
  const sendFiller = (bytes: number) => {
    const size = Math.min(bytes, fillerLeft);
    fillerLeft -= size;
    write(Buffer.alloc(size, 7));
  };
  sendFiller(spec.burstBytes);
  const timer = setInterval(() => {
    if (request.destroyed) return clearInterval(timer);
    sendFiller(spec.chunkBytes);
    if (fillerLeft === 0) {
      clearInterval(timer);
      write(epilogue);
      request.end();
    }
  }, spec.everyMs);

  // Listened to after the first writes: node:http reports a response or an error on a later turn.
  const done = new Promise<{ status?: number; error?: string }>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearInterval(timer);
      resolve({ error: error.code ?? error.message });
    });
  });

  return {
    sent: () => sent,
    done,
    abort: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}
