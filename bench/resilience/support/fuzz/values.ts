import { preferencesForGroup } from '../../../../test-support/fixtures/preferences';
import { YOUTUBE_URL } from '../nestway';
import type { Operation, Schema } from './openapi';
import type { Random } from './random';

/**
 * Ids of real records, by kind: the collection a path names them under ('users', 'payments',
 * 'viewings'...), plus 'intents' (card payment intents) and 'invitation' (a co-tenant token).
 */
export type IdPool = Map<string, string[]>;

export interface ValueContext {
  rng: Random;
  ids: IdPool;
  /** Every optional property present: for listing the fields a body can have. */
  allOptional?: boolean;
  /**
   * No optional property: the base of a mutated body, so that an optional field that refers to
   * something (an invitation token for another address) does not refuse the request before the
   * mutated field is read.
   */
  requiredOnly?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real id of `kind` most of the time; otherwise a uuid of nobody, so both paths are walked. */
function someId(ctx: ValueContext, kind: string): string {
  const known = ctx.ids.get(kind) ?? [];
  return known.length > 0 && ctx.rng.chance(0.85) ? ctx.rng.pick(known) : ctx.rng.uuid();
}

let emailCounter = 0;
const fuzzEmail = (ctx: ValueContext) => `fuzz-${++emailCounter}-${ctx.rng.word(6).toLowerCase()}@example.com`;
const futureInstant = (ctx: ValueContext) =>
  new Date(Date.now() + ctx.rng.int(1, 13) * DAY_MS + ctx.rng.int(8, 17) * 3_600_000).toISOString();

/** Values a form would send for fields whose schema alone (a pattern, a free string) says too little. */
const FIELD_HINTS: Record<string, (ctx: ValueContext) => unknown> = {
  email: fuzzEmail,
  emails: (ctx) => [fuzzEmail(ctx)],
  password: () => 'fuzz-password-1',
  newPassword: () => 'fuzz-password-2',
  confirmPassword: () => 'fuzz-password-1',
  fullName: (ctx) => `Fuzz ${ctx.rng.word(5)}`,
  signature: () => 'Fuzz Signature',
  otpCode: (ctx) => String(ctx.rng.int(0, 999_999)).padStart(6, '0'),
  cardNumber: (ctx) => ctx.rng.pick(['4242424242424242', '4000000000000002']),
  startTime: () => '18:00',
  endTime: () => '20:00',
  youtubeUrl: () => YOUTUBE_URL,
  paymentAmount: () => '450',
  offerAmount: (ctx) => ctx.rng.pick(['1000', 975.5]),
  marketPrice: () => '950.00',
  rentAmount: () => '950.00',
  availabilitySlotId: (ctx) => someId(ctx, 'availability'),
  propertyViewingId: (ctx) => someId(ctx, 'viewings'),
  clientIds: (ctx) => [someId(ctx, 'users')],
  userId: (ctx) => someId(ctx, 'users'),
  paymentIntentId: (ctx) => someId(ctx, 'intents'),
  invitationToken: (ctx) => someId(ctx, 'invitation'),
  token: (ctx) => someId(ctx, 'invitation'),
  hasAgreed: () => true,
  isAdmin: () => false,
  category: (ctx) => ctx.rng.pick(['general', 'invoice', 'contract']),
};

/** The amount field means pounds as text on the forms and pence as an integer on create-payment-intent. */
function amountHint(schema: Schema): unknown {
  const types = [schema.type ?? []].flat();
  return types.includes('integer') ? 25_000 : '250.00';
}

function stringValue(schema: Schema, ctx: ValueContext): string {
  switch (schema.format) {
    case 'email':
      return fuzzEmail(ctx);
    case 'date-time':
      return futureInstant(ctx);
    case 'date':
      return futureInstant(ctx).slice(0, 10);
    case 'uuid':
      return someId(ctx, 'users');
  }
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  return ctx.rng.word(ctx.rng.int(min, max));
}

function numberValue(schema: Schema, ctx: ValueContext, integer: boolean): number {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? Math.max(min, 100);
  const value = min + ctx.rng.next() * (max - min);
  return integer || ctx.rng.chance(0.7) ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A value the schema accepts (as far as a schema can tell), for the field `name`. */
export function validValue(schema: Schema, name: string, ctx: ValueContext, depth = 0): unknown {
  if (depth > 8) return null;
  const hint = name === 'amount' ? () => amountHint(schema) : FIELD_HINTS[name];
  if (hint) return hint(ctx);
  if (schema.const !== undefined) return schema.const;
  // The default is what a client leaves out, so it is valid; a mutated request's other fields take it.
  if (schema.default !== undefined && (ctx.requiredOnly || ctx.rng.chance(0.5))) return schema.default;
  if (schema.enum) return ctx.rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const nonNull = alternatives.filter((s) => s.type !== 'null');
    return validValue(ctx.rng.pick(nonNull.length > 0 ? nonNull : alternatives), name, ctx, depth + 1);
  }
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf) as Schema, name, ctx, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  const nonNull = types.filter((t) => t !== 'null');
  const type = nonNull.length > 0 ? ctx.rng.pick(nonNull) : 'null';
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (property.format === 'binary') continue;
        if (schema.required?.includes(key) || ctx.allOptional || (!ctx.requiredOnly && ctx.rng.chance(0.7)))
          value[key] = validValue(property, key, ctx, depth + 1);
      }
      return value;
    }
    case 'array': {
      const min = Math.max(schema.minItems ?? 1, 1);
      const length = ctx.rng.int(min, Math.min(schema.maxItems ?? min + 1, min + 1));
      return Array.from({ length }, () => validValue(schema.items ?? {}, name, ctx, depth + 1));
    }
    case 'integer':
      return numberValue(schema, ctx, true);
    case 'number':
      return numberValue(schema, ctx, false);
    case 'boolean':
      return ctx.rng.chance(0.5);
    case 'null':
      return null;
    default:
      return stringValue(schema, ctx);
  }
}

/** Bodies whose schema is a free-form object in the document: what the web app sends there. */
const OPAQUE_BODIES: Record<string, (ctx: ValueContext) => unknown> = {
  'POST /api/preferences': (ctx) => preferencesForGroup(ctx.rng.int(1, 3)),
  'PUT /api/admin/users/{id}/preferences': (ctx) => preferencesForGroup(ctx.rng.int(1, 3)),
};

/** A valid-looking JSON body for the operation (or the text fields of its multipart form). */
export function validBody(operation: Operation, ctx: ValueContext): Record<string, unknown> {
  const opaque = OPAQUE_BODIES[operation.key];
  if (opaque) return opaque(ctx) as Record<string, unknown>;
  const value = validValue(operation.body?.schema ?? {}, '', ctx);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** What a path parameter names: its collection (the segment before it), or the kind its name says. */
function parameterKind(path: string, name: string): string {
  if (name === 'userId') return 'users';
  if (name === 'sessionId') return 'viewing-sessions';
  const segments = path.split('/');
  const index = segments.indexOf(`{${name}}`);
  const before = segments[index - 1] ?? '';
  return before === 'call-schedule' ? 'users' : before;
}

export function validPathValue(operation: Operation, name: string, ctx: ValueContext): string {
  // /uploads/{prefix}/{name}: the two halves of one stored file's key.
  return someId(ctx, operation.path.startsWith('/uploads/') ? `uploads:${name}` : parameterKind(operation.path, name));
}

/** Valid query parameters: each required one, and each optional one most of the time. */
export function validQuery(operation: Operation, ctx: ValueContext): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.queryParameters) {
    if (parameter.required || ctx.rng.chance(0.6)) query[parameter.name] = String(validValue(parameter.schema, parameter.name, ctx));
  }
  return query;
}
