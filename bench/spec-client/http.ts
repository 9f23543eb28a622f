/**
 * The spec client's HTTP: what a browser running the spec's client sends (its cookies, and the
 * `Origin` every browser adds to a state-changing request), nothing of the project's own code. Every
 * answer is recorded for the validators.
 */

/** One request and its answer, as the validators and the table read them. */
export interface Answer {
  actor: string;
  method: string;
  /** The path as sent, with its query. */
  url: string;
  status: number;
  contentType: string;
  /** The parsed JSON body, the text of a text body, or the bytes of anything else. */
  body: unknown;
  /** A call the spec's tables write (its path and payload as they stand there), rather than one only the document names. */
  fromSpec: boolean;
  /** The caller expected the server to accept it (a 2xx). */
  expectsSuccess: boolean;
  /** Why the call is made, for a refused call's line. */
  note: string;
  /** What the spec's client reads from this answer (CallOptions.reads) and did not find. */
  missingReads: string[];
}

export interface CallOptions {
  /** A JSON body, sent with a JSON content type as the spec says (part 1, section 7). */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** A call the spec's tables write (the default); false for an operation only the API document names. */
  spec?: boolean;
  /** The answers the caller means to see; a 2xx unless told (a refusal the journey provokes on purpose). */
  expect?: 'success' | 'refusal';
  note?: string;
  /**
   * What the spec's client reads from the answer: dotted paths that must be present ('user.id'; '[].x'
   * reads the first item of a list), or 'field~text' for a field that must contain the text.
   */
  reads?: string[];
}

/** The reads of `reads` an answer's body does not give. */
function missingReads(body: unknown, reads: readonly string[]): string[] {
  return reads.filter((read) => {
    const [path, text] = read.split('~') as [string, string | undefined];
    let value: unknown = body;
    for (const key of path.split('.')) {
      if (key === '[]') value = Array.isArray(value) ? value[0] : undefined;
      else value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    return value === undefined || (text !== undefined && !String(value).includes(text));
  });
}

export class Recorder {
  readonly answers: Answer[] = [];
}

/** A signed-in (or not yet) person: one browser, one cookie jar. */
export class Actor {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly name: string,
    private readonly origin: string,
    private readonly recorder: Recorder,
  ) {}

  async call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers.origin = this.origin;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${this.origin}${url}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: unknown = bytes;
    if (contentType === 'application/json' && bytes.length > 0) parsed = JSON.parse(bytes.toString('utf8'));
    else if (contentType.startsWith('text/')) parsed = bytes.toString('utf8');
    const answer: Answer = {
      actor: this.name,
      method,
      url,
      status: response.status,
      contentType,
      body: parsed,
      fromSpec: options.spec ?? true,
      expectsSuccess: (options.expect ?? 'success') === 'success',
      note: options.note ?? '',
      missingReads: missingReads(parsed, options.reads ?? []),
    };
    this.recorder.answers.push(answer);
    return answer;
  }

  /** The JSON body of a call that must succeed for the journey to go on. */
  async must<T = Record<string, unknown>>(method: string, url: string, options: CallOptions = {}): Promise<T> {
    const answer = await this.call(method, url, options);
    if (answer.status >= 400) {
      throw new Error(`${this.name}: ${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    return answer.body as T;
  }
}

/** A multipart form from text fields and named files. */
export function formOf(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; type: string; bytes: Uint8Array }> = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}
