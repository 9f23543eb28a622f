import http from 'node:http';

export interface RawAnswer {
  /** 0 when no answer came: see `error`. */
  status: number;
  /** The start of the answer's body. */
  body: string;
  ms: number;
  /** 'timeout' when the client gave up after the per-request timeout, else the network error's code. */
  error?: string;
}

export interface RawRequest {
  method: string;
  /** Sent as is on the request line: a path, or an absolute URL (absolute-form). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const KEPT_BODY_BYTES = 4_000;

/**
 * Sends one request with node:http, exactly as given (no header or body added but Host and, with a
 * body, Content-Length), to 127.0.0.1:`port`. Never throws: a timeout or a network error is an answer.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number, agent: http.Agent): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let outgoing: http.ClientRequest | undefined;
    const timer = setTimeout(() => {
      finish({ status: 0, body: '', error: 'timeout' });
      outgoing?.destroy();
    }, timeoutMs);
    const finish = (answer: Omit<RawAnswer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    const headers = { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) };
    try {
      outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.target, headers, agent });
    } catch (error) {
      // node:http refuses some targets and headers itself (e.g. control characters): nothing was sent.
      finish({ status: -1, body: '', error: `refused by the client: ${(error as Error).message}` });
      return;
    }
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < KEPT_BODY_BYTES) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      response.on('end', () =>
        finish({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, KEPT_BODY_BYTES) }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        finish({ status: response.statusCode ?? 0, body: '', error: error.code ?? error.message }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => finish({ status: 0, body: '', error: error.code ?? error.message }));
    outgoing.end(request.body);
  });
}
