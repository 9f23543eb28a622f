import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, issueParams, type ErrorParams } from '@nestway/core/errors';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@nestway/core/uploads';
import { AppError } from '../lib/app-error';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait after losing the database: about what a restart of PostgreSQL takes. */
const RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a connection the server ended or refused (admin or crash shutdown, starting up, too many connections). */
const connectionStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket failures under node-postgres. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres' and its pool's own words for a connection that is gone or could not be had in time. */
const connectionMessages = [
  /^Connection terminated/, // unexpectedly, or 'due to connection timeout'
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/**
 * The error, in `error`'s cause chain (Drizzle wraps the driver's error in a DrizzleQueryError), that
 * says the database connection was lost or could not be had: a failure of the moment, not of the request.
 */
function lostConnection(error: unknown): { code?: unknown; message: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const isLost =
      (typeof code === 'string' && (connectionStates.has(code) || socketCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) ||
      (typeof message === 'string' && connectionMessages.some((pattern) => pattern.test(message)));
    if (isLost) return { code, message: String(message) };
  }
  return undefined;
}

/** Fastify's own client errors, reworded for people. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON or as a multipart form.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_REQ_FILE_TOO_LARGE: uploadMessages.tooLarge,
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many fields in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
};
/** The variable parts of those messages. */
const frameworkParams: Record<string, ErrorParams> = {
  FST_REQ_FILE_TOO_LARGE: { maxBytes: MAX_UPLOAD_BYTES },
};

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function describeIssue(issue: ValidationIssue): { path: string; message: string; params?: ErrorParams } {
  const described = describeIssueText(issue);
  const params = issueParams({ ...issue.params, code: issue.keyword, message: described.message });
  return { ...described, ...(params && { params }) };
}

function describeIssueText(issue: ValidationIssue): { path: string; message: string } {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || 'request';
  if (issue.keyword === 'invalid_type') {
    // zod's own wording starts 'Invalid input'; a schema's custom message (the spec's) is shown as it is.
    if (issue.message && !issue.message.startsWith('Invalid input')) return { path, message: issue.message };
    const missing = /received undefined/.test(issue.message ?? '');
    return { path, message: missing ? `${field} is required.` : `${field} has the wrong type: ${issue.message}` };
  }
  if (issue.keyword === 'unrecognized_keys' || !issue.message) return { path, message: `${field}: ${issue.message ?? 'is not valid'}` };
  return { path, message: issue.message };
}

/**
 * 4xx answers say what to fix; 5xx details stay in the log, the client gets a request id. A lost
 * database connection is a 503 with Retry-After: the request may succeed if sent again.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Every 5xx carries the request id to quote, whichever service said it was unavailable.
      const requestId = error.statusCode >= 500 ? { requestId: request.id } : {};
      return reply.code(error.statusCode).send({ ...error.details, code: error.code, message: error.message, ...requestId });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = (error.validation as unknown as ValidationIssue[]).map(describeIssue);
      const { message, params } = issues[0]!;
      return reply.code(400).send({ code: 'validation_failed', message, ...(params && { params }), issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const params = frameworkParams[error.code];
      return reply
        .code(status)
        .send({ code: codeForStatus(status), message: frameworkMessages[error.code] ?? error.message, ...(params && { params }) });
    }
    const lost = lostConnection(error);
    if (lost) {
      // The driver's code and message only: the wrapping error's message holds the SQL and its parameters.
      request.log.warn({ database: lost }, 'request failed: database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(503).send({ code: 'service_unavailable', message: UNAVAILABLE, requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal_error', message: GENERIC_5XX, requestId: request.id });
  });
}
