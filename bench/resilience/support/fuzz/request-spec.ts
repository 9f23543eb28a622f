import type { Operation } from './openapi';
import { validPathValue, validQuery, type ValueContext } from './values';

/** One request as the fuzz sends it, before the identity's cookie and the Origin are added. */
export interface RequestSpec {
  method: string;
  /** The request target exactly as sent (already percent-encoded, or deliberately not). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Replaces the identity's session cookie (the cookie cases). */
  cookie?: string;
}

/** A kind of request for an operation; each build() draws fresh values from the context's generator. */
export interface FuzzCase {
  /** What was done to the request: 'valid', 'nul:fullName', 'multipart:no-boundary'... */
  label: string;
  build(ctx: ValueContext): RequestSpec;
}

export interface TargetParts {
  /** Raw (already encoded) replacements for path parameters. */
  path?: Record<string, string>;
  /** The query string without '?', instead of valid parameters. */
  query?: string;
}

/** The operation's path with valid ids (or the raw replacements), and its query string. */
export function requestTarget(operation: Operation, ctx: ValueContext, parts: TargetParts = {}): string {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => parts.path?.[name] ?? encodeURIComponent(validPathValue(operation, name, ctx)),
  );
  const query =
    parts.query ??
    Object.entries(validQuery(operation, ctx))
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('&');
  return query ? `${path}?${query}` : path;
}

export const jsonHeaders = { 'content-type': 'application/json' };

/** The body as one report line: printable, NUL and control bytes escaped, long ones cut. */
export function summarize(body: Buffer | undefined, limit = 240): string {
  if (!body || body.length === 0) return '(no body)';
  const text = body
    .subarray(0, limit)
    .toString('latin1')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u00ff]/g, (c) =>
      c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
    );
  return body.length > limit ? `${text}... (${body.length} bytes)` : text;
}
