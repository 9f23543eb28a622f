import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Access, Endpoint } from '@nestway/core/contract';
import { operationIds } from '@nestway/core/contracts/all';
import { referenceApi } from '@nestway/core/contracts/reference';
import { brand } from '@nestway/core/brand';
import { apiErrorBodySchema, errorFlags, errorStatus, type FlaggedErrorCode } from '@nestway/core/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { DOCS_PREFIX } from '../plugins/access';
import { route } from './route';

type SwaggerTransform = typeof jsonSchemaTransform;

const toJsonSchema = (schema: z.ZodMiniType) => z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });

/** A JSON schema as OpenAPI embeds it: without its own `$schema`. */
function jsonSchema(schema: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema) as Record<string, unknown>;
  return rest;
}

/** A multipart form as OpenAPI describes it: its text fields, and a binary property per file (an array where the field repeats). */
function multipartBody(form: NonNullable<Endpoint['multipart']>) {
  const fields = jsonSchema(form.fields) as { properties?: Record<string, unknown>; required?: string[] };
  const binary = { type: 'string', format: 'binary' };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(
        form.files.map((file) => [
          file.name,
          file.repeats ? { type: 'array', items: binary, description: file.description } : { ...binary, description: file.description },
        ]),
      ),
    },
    required: [...(fields.required ?? []), ...form.files.filter((file) => file.required).map((file) => file.name)],
  };
}

const errorBody = jsonSchema(apiErrorBodySchema) as { properties: Record<string, unknown>; required: string[] };
const jsonAnswer = (description: string, schema: unknown) => ({ description, content: { 'application/json': { schema } } });
const refusal = (description: string) => jsonAnswer(`${description}: \`code\` says why, \`message\` says it to a person`, errorBody);
/** A 5xx body: a generic message and the request id to quote, never the failure's details. */
const serverError = (description: string) =>
  jsonAnswer(`${description}: the body carries a generic \`message\` and the \`requestId\` to quote`, {
    ...errorBody,
    required: [...errorBody.required, 'requestId'],
  });

/** A refusal whose body keeps a flag the spec names (`needsPreferences: true`) beside its code. */
function flaggedRefusal(code: FlaggedErrorCode) {
  const flag = errorFlags[code];
  return jsonAnswer(`Refused with \`code\` ${code} and \`${flag}: true\`, which the spec's clients read`, {
    ...errorBody,
    properties: { ...errorBody.properties, code: { type: 'string', const: code }, [flag]: { type: 'boolean', const: true } },
    required: [...errorBody.required, flag],
  });
}

/** The roles a signed-in operation needs, as OpenAPI 3.1 lets a non-OAuth security requirement name them. */
const roles: Record<Exclude<Access, 'public'>, string[]> = { user: [], client: ['client'], admin: ['admin'] };

/** The refusals of access: 401 without a session, 403 for a signed-in user of the wrong kind. */
function accessRefusals(access: Access) {
  if (access === 'public') return {};
  return {
    401: refusal('Not signed in, or the session has expired (`unauthenticated`)'),
    ...(access !== 'user' && {
      403: refusal(access === 'admin' ? 'Signed in, but not as an admin (`forbidden`)' : 'Signed in, but not as a client (`forbidden`)'),
    }),
  };
}

/**
 * The zod provider's transform, completed from the contract: its operationId and who may call it,
 * multipart bodies and the documented shape of bodies the server checks further, file downloads with
 * their types, the access refusals, the flagged refusals, the error body every other 4xx carries, and
 * the 500 and 503 answers. Routes without a contract (the reference page's own files) are left out.
 */
const contractTransform: SwaggerTransform = (document) => {
  const endpoint = document.route.config?.endpoint;
  if (!endpoint) return { schema: { hide: true }, url: document.url };
  const { schema, url } = jsonSchemaTransform(document);
  const transformed = schema as Record<string, unknown> & { response?: Record<string, unknown> };
  transformed.operationId = operationIds.get(endpoint);
  transformed['x-access'] = endpoint.access;
  if (endpoint.multipart) {
    transformed.consumes = ['multipart/form-data'];
    transformed.body = multipartBody(endpoint.multipart);
  }
  if (endpoint.documentedBody) transformed.body = jsonSchema(endpoint.documentedBody);
  const response: Record<string, unknown> = { ...transformed.response };
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    if (answer === 'file') {
      const types = endpoint.downloadTypes ?? ['application/octet-stream'];
      response[status] = {
        description: 'The file, in the type it was stored as',
        content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
    }
  }
  Object.assign(response, accessRefusals(endpoint.access));
  for (const code of endpoint.flaggedRefusals ?? []) response[errorStatus[code]] = flaggedRefusal(code);
  response['4XX'] = refusal('Refused');
  response['500'] = serverError('An unexpected failure (`internal_error`)');
  response['503'] = serverError('A service the server needs is unavailable, or the request ran out of time (`service_unavailable`)');
  transformed.response = response;
  transformed.security = endpoint.access === 'public' ? [] : [{ session: roles[endpoint.access] }];
  return { schema: transformed, url };
};

interface JsonBody {
  required?: boolean;
  content?: Record<string, { schema?: { type?: unknown; anyOf?: { type?: unknown }[] } }>;
}

/**
 * A JSON body the server also takes absent (the spec's empty process-stripe-success call): its contract
 * schema accepts null, which is how Fastify hands over a request without one. The document says that
 * the body is optional, and shows the object alone rather than a JSON null.
 */
function markOptionalBodies<T extends object>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, { requestBody?: JsonBody } | undefined>> }).paths ?? {};
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    const media = operation?.requestBody?.content?.['application/json'];
    const anyOf = media?.schema?.anyOf;
    if (!media || !anyOf?.some((branch) => branch.type === 'null')) continue;
    const rest = anyOf.filter((branch) => branch.type !== 'null');
    media.schema = rest.length === 1 ? rest[0]! : { anyOf: rest };
    operation!.requestBody!.required = false;
  }
  return document;
}

/**
 * The API reference: an OpenAPI 3.1 document built from the endpoint contracts, served at
 * /api/openapi.json, and Swagger UI reading it at /api/docs. Registered before any route, so that it
 * sees them all.
 */
export async function registerApiReference(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nestway API',
        version: '1',
        contact: { name: brand.name, email: brand.supportEmail },
        // The API is the firm's own, not published under an open licence.
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
        description:
          'The client portal and back office of Nestway. Every error answer carries a machine-readable `code` and a `message`; ' +
          'state-changing calls need a same-origin Origin header and a JSON or multipart body.',
      },
      // Relative to where this document is served: the server that serves it.
      servers: [{ url: '/', description: 'The server this document comes from' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie set by signing in. An operation that needs a kind of user names its role: `client` (a tenant account) or `admin`; a signed-in user of another kind is answered 403. `x-access` on each operation says the same: public, user, client or admin.',
          },
        },
      },
    },
    transform: contractTransform,
    transformObject: (documentObject) => markOptionalBodies(jsonSchemaTransformObject(documentObject)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  route(app, referenceApi.openApi, async () => app.swagger() as unknown as Record<string, unknown>);
}
