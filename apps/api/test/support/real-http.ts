import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
