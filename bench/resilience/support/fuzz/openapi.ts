/** The part of JSON Schema (draft 2020-12, as the app's OpenAPI document writes it) the fuzz reads. */
export interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** 'POST /api/payments': how the report names it. */
  key: string;
  method: string;
  /** The path template: '/api/admin/users/{id}'. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: { kind: 'json' | 'multipart'; schema: Schema } | undefined;
  /** The operation declares a session (it is not public). */
  signedIn: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: Parameter['in']; required?: boolean; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Replaces every $ref to #/components/schemas/... with the schema it names (the document has no cycles there). */
function resolveRefs(schema: Schema, components: Record<string, Schema>, depth = 0): Schema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveRefs(components[name] ?? {}, components, depth + 1);
  }
  const resolved: Schema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]));
  }
  if (schema.items) resolved.items = resolveRefs(schema.items, components, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) resolved[key] = schema[key].map((s) => resolveRefs(s, components, depth + 1));
  }
  return resolved;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const components = doc.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required ?? p.in === 'path',
        schema: resolveRefs(p.schema ?? {}, components),
      }));
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((p) => p.in === 'path'),
        queryParameters: parameters.filter((p) => p.in === 'query'),
        body: multipart
          ? { kind: 'multipart', schema: resolveRefs(multipart, components) }
          : json
            ? { kind: 'json', schema: resolveRefs(json, components) }
            : undefined,
        signedIn: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
