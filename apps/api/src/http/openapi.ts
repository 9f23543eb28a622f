import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Endpoint } from '@nestway/core/contract';
import { referenceApi } from '@nestway/core/contracts/reference';
import { apiErrorBodySchema } from '@nestway/core/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { DOCS_PREFIX } from '../plugins/access';
import { route } from './route';

type SwaggerTransform = typeof jsonSchemaTransform;

const toJsonSchema = (schema: z.ZodMiniType) => z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });

/** A multipart form as OpenAPI describes it: its text fields, and a binary property per file. */
function multipartBody(form: NonNullable<Endpoint['multipart']>) {
  const fields = toJsonSchema(form.fields) as { properties?: Record<string, unknown>; required?: string[] };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(form.files.map((file) => [file.name, { type: 'string', format: 'binary', description: file.description }])),
    },
    required: [...(fields.required ?? []), ...form.files.filter((file) => file.required).map((file) => file.name)],
  };
}

/**
 * The zod provider's transform, completed from the contract: multipart bodies, file downloads, the
 * error body every 4xx and 5xx answer carries, and the session cookie for signed-in routes. Routes
 * without a contract (the reference page's own files) are left out.
 */
const contractTransform: SwaggerTransform = (document) => {
  const endpoint = document.route.config?.endpoint;
  if (!endpoint) return { schema: { hide: true }, url: document.url };
  const { schema, url } = jsonSchemaTransform(document);
  const transformed = schema as Record<string, unknown> & { response?: Record<string, unknown> };
  if (endpoint.multipart) {
    transformed.consumes = ['multipart/form-data'];
    transformed.body = multipartBody(endpoint.multipart);
  }
  const response: Record<string, unknown> = { ...transformed.response };
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    if (answer === 'file') {
      response[status] = {
        description: 'The file',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    }
  }
  response['4XX'] = { description: 'Refused: `code` says why, `message` says it to a person', ...toJsonSchema(apiErrorBodySchema) };
  transformed.response = response;
  if (endpoint.access !== 'public') transformed.security = [{ session: [] }];
  return { schema: transformed, url };
};

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
        description:
          'The client portal and back office of Nestway. Every error answer carries a machine-readable `code` and a `message`; ' +
          'state-changing calls need a same-origin Origin header and a JSON or multipart body.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: contractTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  route(app, referenceApi.openApi, async () => app.swagger() as unknown as Record<string, unknown>);
}
