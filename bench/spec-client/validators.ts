/**
 * Three third-party judges of an answer against /api/openapi.json, each finding the operation and the
 * documented answer its own way:
 * - openapi-backend: its router matches the request to an operation, its validator checks a JSON
 *   body against the answer documented for the status (exact, `4XX` range or default);
 * - Ajv (draft 2020-12, with ajv-formats) on the document's own schemas, reached by JSON pointer;
 * - @hyperjump/json-schema's OpenAPI 3.1 dialect, reading the document as an OpenAPI file.
 * Besides the body, every answer's status and media type must be documented for its operation; the
 * operation for Ajv and hyperjump is the one openapi-backend's router matched.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validate as hyperjumpValidate } from '@hyperjump/json-schema/openapi-3-1';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import type { Answer } from './http';

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export const VALIDATORS = ['openapi-backend', 'ajv', 'hyperjump'] as const;
type ValidatorName = (typeof VALIDATORS)[number];

export interface Verdict {
  /** `METHOD /template`, or undefined when no operation of the document matches the request. */
  operation: string | undefined;
  /** Status or media type the document does not give for the operation (every validator counts it). */
  undocumented: string | undefined;
  errors: Record<ValidatorName, string | undefined>;
}

const pointer = (...parts: string[]) => `#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** The documented status key an answer falls under: exact, then its range, then default. */
function statusKey(responses: Json, status: number): string | undefined {
  return [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((key) => key in responses);
}

/** The documented media type an answer's content type falls under (`image/*` covers `image/png`). */
function mediaKey(content: Json, contentType: string): string | undefined {
  if (contentType in content) return contentType;
  return Object.keys(content).find((key) => key.endsWith('/*') && contentType.startsWith(key.slice(0, -1)));
}

export async function createJudges(document: Json, workDir: string) {
  // quick: its own check of the whole document is OpenAPI 3.0's meta-schema, which refuses any 3.1
  // schema (type arrays, propertyNames); the Redocly test checks the document, this judges answers.
  // openapi-backend validates by operationId: an operation without one gets its method and path.
  const definition = structuredClone(document);
  for (const [route, item] of Object.entries(definition.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) operation.operationId ??= `${method} ${route}`;
  }
  const backend = new OpenAPIBackend({ definition: definition as never, quick: true, validate: true });
  await backend.init();

  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, 'nestway-openapi');

  // hyperjump reads a file whose name ends in openapi.json as an OpenAPI document.
  const file = path.join(workDir, 'nestway.openapi.json');
  await writeFile(file, JSON.stringify(document));
  const documentUri = `file://${file}`;

  return async function judge(answer: Answer): Promise<Verdict> {
    const url = new URL(answer.url, 'http://spec-client.invalid');
    const query = Object.fromEntries(url.searchParams);
    const operation = backend.router.matchOperation({ method: answer.method, path: url.pathname, query, headers: {} }) as
      Operation | undefined;
    const errors: Verdict['errors'] = { 'openapi-backend': undefined, ajv: undefined, hyperjump: undefined };
    if (!operation) {
      const message = 'no operation of the document matches';
      return { operation: undefined, undocumented: message, errors };
    }
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    const responses = (operation.responses ?? {}) as Json;
    const status = statusKey(responses, answer.status);
    if (status === undefined) return { operation: name, undocumented: `status ${answer.status} not documented`, errors };
    const content = ((responses[status] as Json | undefined)?.content ?? {}) as Json;
    const isEmpty = Buffer.isBuffer(answer.body) && answer.body.length === 0;
    if (isEmpty && Object.keys(content).length === 0) return { operation: name, undocumented: undefined, errors };
    const media = mediaKey(content, answer.contentType);
    if (media === undefined) {
      return { operation: name, undocumented: `${answer.status} as ${answer.contentType || 'no type'} not documented`, errors };
    }
    if (media !== 'application/json') return { operation: name, undocumented: undefined, errors };

    const backendResult = backend.validator.validateResponse(answer.body, operation as never, answer.status);
    if (!backendResult.valid) errors['openapi-backend'] = summarise(backendResult.errors);

    const schemaPointer = pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', status, 'content', media, 'schema');
    const ajvValidate = ajv.getSchema(`nestway-openapi${schemaPointer}`);
    if (!ajvValidate) errors.ajv = `no schema at ${schemaPointer}`;
    else if (!ajvValidate(answer.body)) errors.ajv = summarise(ajvValidate.errors);

    // A URI's fragment: the pointer's braces ('{id}') percent-encoded.
    const fragment = schemaPointer
      .split('/')
      .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
      .join('/');
    const output = await hyperjumpValidate(`${documentUri}${fragment}`, answer.body as never);
    if (!output.valid) errors.hyperjump = summarise(output.errors);
    return { operation: name, undocumented: undefined, errors };
  };
}

/** The document itself against the OpenAPI 3.1 meta-schema with its schema dialect, as hyperjump reads them. */
export async function documentErrors(document: Json): Promise<string | undefined> {
  const output = await hyperjumpValidate('https://spec.openapis.org/oas/3.1/schema-base', document as never);
  return output.valid ? undefined : summarise(output.errors);
}

function summarise(errors: unknown): string {
  const list = (Array.isArray(errors) ? errors : []) as Array<Json>;
  const first = list[0];
  if (!first) return 'invalid';
  const where = first.instancePath ?? first.instanceLocation ?? '';
  const what = first.message ?? first.keyword ?? first.absoluteKeywordLocation ?? '';
  return `${String(where) || '/'} ${String(what)}`.slice(0, 140);
}
