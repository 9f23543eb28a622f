import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus } from '@nestway/core/errors';
import { MAX_UPLOAD_LABEL } from '@nestway/core/uploads';
import { AppError } from '../lib/app-error';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** Fastify's own client errors, reworded for people. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON or as a multipart form.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_REQ_FILE_TOO_LARGE: `The file is too large. The limit is ${MAX_UPLOAD_LABEL}.`,
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many fields in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
};

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function describeIssue(issue: ValidationIssue): { path: string; message: string } {
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

/** 4xx answers say what to fix; 5xx details stay in the log, the client gets a request id. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ ...error.details, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = (error.validation as unknown as ValidationIssue[]).map(describeIssue);
      return reply.code(400).send({ code: 'validation_failed', message: issues[0]!.message, issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: codeForStatus(status), message: frameworkMessages[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal_error', message: GENERIC_5XX, requestId: request.id });
  });
}
