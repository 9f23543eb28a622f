import * as z from 'zod/mini';
import type { AuditAction } from './audit';
import type { FlaggedErrorCode } from './errors';

/**
 * Endpoint contracts: one declaration per endpoint, shared by the API (which registers its routes
 * from them) and the web (which calls them). See docs/decisions/009-endpoint-contracts.md.
 */

/** Who may call an endpoint: anyone, any signed-in user, a signed-in client, or an admin. */
export type Access = 'public' | 'user' | 'client' | 'admin';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A multipart form: its text fields (a schema) and the names of its file fields. */
interface MultipartForm {
  fields: z.ZodMiniType;
  /** Each file field; `repeats` where the form sends the field once per file. */
  files: readonly { name: string; required: boolean; repeats?: boolean; description: string }[];
}

export interface EndpointDefinition {
  method: HttpMethod;
  /** The spec's path, with `{name}` for each path parameter: '/api/admin/users/{id}'. */
  path: `/${string}`;
  access: Access;
  /**
   * 'allowed': also for a signed-in client whose e-mail is not yet proven. Only accepting an invitation
   * is: an invited co-tenant who registered without the link's token proves the address by it.
   */
  unprovenEmail?: 'allowed';
  /**
   * Staff sign-in's second factor (docs/decisions/031-second-factor.md). 'pending': the one route a session
   * still waiting for its code may call (every other route treats that session as signed out). 'setup': open
   * to a staff member who must still set a second factor up; every other route answers them mfa_setup_required.
   */
  secondFactor?: 'pending' | 'setup';
  /** One line for the reference page. */
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  /** A JSON body. */
  body?: z.ZodMiniType;
  /** A multipart body instead of JSON; the handler streams the files and parses the fields with this schema. */
  multipart?: MultipartForm;
  /** The success answers by status: JSON schemas, or 'file' for a download. */
  responses: Readonly<Partial<Record<200 | 201, z.ZodMiniType | 'file'>>>;
  /** The content types a 'file' answer may have, for the reference. */
  downloadTypes?: readonly string[];
  /** The body as the reference describes it, where `body` is checked further by the server (preferences, whose rules depend on what is saved). */
  documentedBody?: z.ZodMiniType;
  /**
   * The audit trail's name for what a call does: required of every admin endpoint that changes
   * something and of every staff read of a client's files (docs/decisions/032-audit-trail.md).
   */
  audit?: AuditAction;
  /** The refusals whose body carries a flag the spec names beside its code (see errorFlags). */
  flaggedRefusals?: readonly FlaggedErrorCode[];
}

export type Endpoint = EndpointDefinition & { tag: string };

/** A domain's endpoints, each tagged with the domain for the reference page. */
export function defineEndpoints<const T extends Record<string, EndpointDefinition>>(
  tag: string,
  endpoints: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  return Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, { ...endpoint, tag }])) as {
    [K in keyof T]: T[K] & { tag: string };
  };
}

type SchemaInput<S> = S extends z.ZodMiniType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodMiniType ? z.output<S> : never;

/** What a caller puts in the path: every parameter as a string. */
export type ParamsOf<E extends EndpointDefinition> = E extends { params: infer S } ? SchemaInput<S> : undefined;
export type QueryOf<E extends EndpointDefinition> = E extends { query: infer S } ? SchemaInput<S> : undefined;
/** The JSON body a caller sends. */
export type BodyOf<E extends EndpointDefinition> = E extends { body: infer S } ? SchemaInput<S> : undefined;
/** The body as the server has it after parsing. */
export type ParsedBodyOf<E extends EndpointDefinition> = E extends { body: infer S } ? SchemaOutput<S> : undefined;
export type ParsedParamsOf<E extends EndpointDefinition> = E extends { params: infer S } ? SchemaOutput<S> : undefined;
export type ParsedQueryOf<E extends EndpointDefinition> = E extends { query: infer S } ? SchemaOutput<S> : undefined;

type JsonResponses<E extends EndpointDefinition> = Exclude<E['responses'][keyof E['responses']], 'file' | undefined>;
/** What a successful call answers, as parsed by the caller. */
export type ResultOf<E extends EndpointDefinition> = SchemaOutput<JsonResponses<E>>;
/** What a handler may answer: the response schemas' input. */
export type ReplyOf<E extends EndpointDefinition> = SchemaInput<JsonResponses<E>>;

/** The names of the path's parameters, in order: '/api/users/{userId}/viewings' gives ['userId']. */
export const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The path with its parameters filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/**
 * The key a read is cached under: the path up to its first parameter, then each parameter and
 * literal segment in turn ('/api/users/{userId}/viewings' with userId 'abc' gives
 * ['/api/users', 'abc', 'viewings']), so the parts joined with slashes are the path, as the spec's
 * default read has it. Without params it is the shared prefix of every such key, for invalidation.
 */
export function pathKey(path: string, params?: Record<string, string>): string[] {
  const [head = '', ...rest] = path.split(/\/(?=\{)/);
  const key = [head];
  if (!params) return key;
  for (const part of rest) {
    for (const segment of part.split('/')) {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (name === undefined) key.push(segment);
      else {
        const value = params[name];
        if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
        key.push(value);
      }
    }
  }
  return key;
}

/** A record's id in the path. A well-formed id that names nothing, or a malformed one, is answered 404 alike. */
export const idParams = z.object({ id: z.string().check(z.maxLength(64)) });
export const userIdParams = z.object({ userId: z.string().check(z.maxLength(64)) });
