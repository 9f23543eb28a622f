import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

export interface RequestTimeouts {
  /** A connection with no bytes either way for this long, mid-request or mid-response, is closed. */
  idleMs: number;
  /** Receiving a whole request (headers and body) may take this long; a 408 answers one still arriving. */
  requestMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { idleMs: 30_000, requestMs: 10 * 60_000 };

/** Node checks the headers and request limits on a timer; its default period is 30 s. */
const MAX_CHECKING_INTERVAL_MS = 30_000;
/** Node's own limit on receiving the headers, kept unless the request limit is shorter. */
const HEADERS_TIMEOUT_MS = 60_000;

/**
 * The server's timeouts. `connectionTimeout` is the socket's idle timer: any byte read or written
 * restarts it, so a download streams as long as its bytes flow, and only a silent connection is cut.
 * `requestTimeout` covers receiving the request, not sending the answer, so it bounds a slow upload or
 * a trickled body but never a long download. Between requests a kept-alive connection is governed by
 * Fastify's keepAliveTimeout (72 s) instead. Node swaps the headers and request limits when the first
 * is the longer, so the headers limit is never above the request limit.
 */
export function serverTimeouts({
  idleMs,
  requestMs,
}: RequestTimeouts): Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'requestTimeout' | 'http'> {
  return {
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestMs),
      connectionsCheckingInterval: Math.min(MAX_CHECKING_INTERVAL_MS, Math.ceil(requestMs / 4)),
    },
  };
}
