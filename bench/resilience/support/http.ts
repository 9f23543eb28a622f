export interface Answer {
  /** The HTTP status; 0 when no answer came (timeout or network error, see `error`). */
  status: number;
  ms: number;
  text: string;
  /** 'timeout' when the client gave up, else the network error's code or message. */
  error?: string;
  /** The session cookie (name=value) the answer set, if any. */
  sessionCookie?: string;
  /** The Retry-After header of the answer, if any (a 503 should say when to come back). */
  retryAfter?: string;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  /** A session cookie, name=value. */
  cookie?: string;
  timeoutMs?: number;
  /**
   * Sent as X-Forwarded-For (the app runs with TRUST_PROXY=true): set-up requests get an address
   * each, so the per-address limits meant for attackers do not stop the bench's own preparation.
   */
  clientIp?: string;
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

let addressCounter = 0;
/** A new made-up client address (198.18.0.0/15, the benchmarking range), never contacted: only a header. */
export function nextClientIp(): string {
  addressCounter++;
  return `198.${18 + ((addressCounter >> 16) & 1)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** A JSON/multipart client of the app at `baseUrl`, sending `origin` as the Origin of every request. */
export class Api {
  constructor(
    readonly target: { baseUrl: string; origin: string },
    private readonly defaults: { timeoutMs?: number } = {},
  ) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.target.origin, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const timeoutMs = options.timeoutMs ?? this.defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const started = performance.now();
    try {
      const response = await fetch(`${this.target.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      const sessionCookie = response.headers
        .getSetCookie()
        .map((header) => header.split(';')[0]!)
        .find((pair) => pair.startsWith('nestway_session=') && pair.length > 'nestway_session='.length);
      const retryAfter = response.headers.get('retry-after');
      return {
        status: response.status,
        ms: performance.now() - started,
        text,
        ...(sessionCookie ? { sessionCookie } : {}),
        ...(retryAfter !== null ? { retryAfter } : {}),
      };
    } catch (error) {
      const ms = performance.now() - started;
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') return { status: 0, ms, text: '', error: 'timeout' };
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { status: 0, ms, text: '', error: cause?.code ?? cause?.message ?? (error as Error).message };
    }
  }

  /** As call(), but throws unless the answer is 2xx; returns the parsed JSON body. */
  async ok<T = unknown>(what: string, method: string, path: string, options: CallOptions = {}): Promise<{ body: T; answer: Answer }> {
    const answer = await this.call(method, path, options);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${what}: ${method} ${path} answered ${answer.status || answer.error} ${answer.text.slice(0, 300)}`);
    }
    return { body: (answer.text ? JSON.parse(answer.text) : undefined) as T, answer };
  }
}

/** The status class of an answer as a table shows it: '2xx'... or 'timeout' / 'network error'. */
export function statusClass(answer: Pick<Answer, 'status' | 'error'>): string {
  if (answer.status === 0) return answer.error === 'timeout' ? 'timeout' : 'network error';
  return `${Math.floor(answer.status / 100)}xx`;
}
