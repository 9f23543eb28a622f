import type { FastifyError, FastifyLoggerOptions, FastifyRequest } from 'fastify';

export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

const REDACTED = '[redacted]';

/** Fields that hold a secret wherever they appear in a log line (top level or one object down). */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'linkToken',
  'invitationToken',
  'otpCode',
  'cookie',
  'authorization',
  'params',
  'detail',
];
const SECRET_HEADERS = ['cookie', 'authorization', '["set-cookie"]'];

const redactPaths = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) =>
    ['req', 'res', '*'].map((owner) => `${owner}.headers${header.startsWith('[') ? '' : '.'}${header}`),
  ),
];

/**
 * What a request log line says about the request: its method and the route pattern it matched
 * ('/api/auth/verify-email/:token'), never the URL, whose path or query can carry an e-mailed token.
 * A request no route matched is logged without a route.
 */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, route: request.routeOptions?.url, remoteAddress: request.ip };
}

/** The fields of an error that say what failed without holding values: PostgreSQL's (both drivers), and the system's. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'statusCode',
  'errno',
  'syscall',
  'address',
  'port',
];

const MAX_CAUSES = 5;

/**
 * Drizzle's query error reads 'Failed query: <sql>\nparams: <values>'; PostgreSQL's data exceptions
 * (class 22) quote the value they refused after a colon ('invalid input syntax for type uuid: "…"').
 */
function messageWithoutValues(message: string, code: unknown): string {
  const withoutParams = message.split('\nparams:')[0]!;
  return typeof code === 'string' && code.startsWith('22') ? withoutParams.replace(/:\s[\s\S]*$/, '') : withoutParams;
}

/**
 * An error as a log line holds it: its type, message, stack, the SQL text of a failed query and
 * PostgreSQL's code, constraint and table, and its causes the same way. Never the query's parameters,
 * PostgreSQL's `detail` (it holds the row), or any other field an error carries: an allow-list,
 * because an error from a library can hold anything it was given.
 */
export function serializeError(
  error: unknown,
  depth = 0,
  parentQuery?: string,
): { type: string; message: string; stack: string; [field: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: '(a thrown value that is not an Error)', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const message = messageWithoutValues(error.message, fields.code);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: { type: string; message: string; stack: string; [field: string]: unknown } = {
    type: error.constructor.name || error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  // PGlite repeats the statement on its own error, under Drizzle's.
  if (typeof fields.query === 'string' && fields.query !== parentQuery) serialized.query = fields.query;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1, typeof fields.query === 'string' ? fields.query : parentQuery);
  return serialized;
}

/**
 * The logger: pino at `level`, request lines by route pattern, errors without values, and the fields
 * that hold secrets (passwords, tokens, cookies, SQL parameters) redacted wherever they are logged.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      err: (error: FastifyError) => serializeError(error),
    },
    ...(stream && { stream }),
  };
}
