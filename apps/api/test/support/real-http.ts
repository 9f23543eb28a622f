import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RealResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RealRequest {
  method: string;
  /** The request target exactly as sent on the wire: '/%61pi/…', 'http://host/api/…', '//api/…'. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Starts the app listening on 127.0.0.1 (a free port) and answers that port; closing the app stops it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/**
 * One request over a real socket, its target written as given: `inject` and fetch normalise a URL,
 * a raw client does not, and the server must hold whatever spelling reaches it.
 */
export function realRequest(port: number, { method, target, headers = {}, body }: RealRequest): Promise<RealResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface RawConnection {
  /** Writes raw bytes on the connection (nothing once the server has closed it). */
  write(text: string): void;
  /** Whether the connection is closed. */
  isClosed(): boolean;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  destroy(): void;
}

/** A bare TCP connection to the app, for tests that send a request byte by byte or stop half-way. */
export function rawConnection(port: number): RawConnection {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A reset from the server counts as a close: the test only asks whether the server hung up.
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks).toString())));
  return {
    write: (text) => void (socket.destroyed || socket.write(text)),
    isClosed: () => socket.destroyed,
    closed,
    destroy: () => socket.destroy(),
  };
}
