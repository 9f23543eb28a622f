import type { Operation } from './openapi';
import { Random } from './random';
import { jsonHeaders, requestTarget, type FuzzCase, type RequestSpec } from './request-spec';
import { validBody, type ValueContext } from './values';

type Path = Array<string | number>;
interface Leaf {
  path: Path;
  kind: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
}

/** Text put where a JSON value goes, verbatim: numbers JSON.stringify cannot write. */
const RAW = (text: string) => `\u0001RAW:${text}\u0001`;
const serialize = (value: unknown) => JSON.stringify(value).replace(/"\\u0001RAW:([^"\\]*)\\u0001"/g, '$1');

const kindOf = (value: unknown): Leaf['kind'] =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (typeof value as Leaf['kind']) === 'object'
        ? 'object'
        : (typeof value as Leaf['kind']);

/** Every field of a body, nested ones included (an array by its first item), at most 3 levels down. */
function leavesOf(value: unknown, path: Path = [], depth = 0): Leaf[] {
  const kind = kindOf(value);
  const here = path.length > 0 ? [{ path, kind }] : [];
  if (depth >= 3) return here;
  if (kind === 'object') {
    return [...here, ...Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => leavesOf(v, [...path, key], depth + 1))];
  }
  if (kind === 'array' && (value as unknown[]).length > 0) return [...here, ...leavesOf((value as unknown[])[0], [...path, 0], depth + 1)];
  return here;
}

const label = (path: Path) => path.join('.');

/** Sets `value` at `path`, making the objects and arrays on the way. */
function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
}

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    root,
  );
}

function deleteAt(root: Record<string, unknown>, path: Path): void {
  const parent = getAt(root, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return;
  if (Array.isArray(parent)) parent.splice(path.at(-1) as number, 1);
  else delete (parent as Record<string, unknown>)[path.at(-1) as string];
}

const withNul = (value: unknown) => {
  const text = typeof value === 'string' && value.length > 1 ? value : 'ab';
  const middle = Math.floor(text.length / 2);
  return `${text.slice(0, middle)}\u0000${text.slice(middle)}`;
};

const SPECIAL_STRINGS = ["' or '1'='1", '%_\\', '${7*7}{{7*7}}', '<script>alert(1)</script>', '../../etc/passwd', 'a\r\nX-Injected: 1'];
const ODD_UNICODE = ['\ud800', '\u202eevil', '😀'.repeat(50), '\u0085\u2028\u2029', 'é'.normalize('NFD')];

/** What can be done to one field, by the kind of value it holds. */
function fieldMutations(leaf: Leaf): Array<{ name: string; value: (ctx: ValueContext, original: unknown) => unknown }> {
  const wrongType = { name: 'type', value: (ctx: ValueContext) => ctx.rng.pick<unknown>([123, true, {}, [], null, ['a'], 'text']) };
  switch (leaf.kind) {
    case 'string':
      return [
        { name: 'nul', value: (_, original) => withNul(original) },
        { name: 'huge', value: (ctx) => ctx.rng.word(1).repeat(100_000) },
        wrongType,
        { name: 'special', value: (ctx) => ctx.rng.pick(SPECIAL_STRINGS) },
        { name: 'unicode', value: (ctx) => ctx.rng.pick(ODD_UNICODE) },
        { name: 'empty', value: () => '' },
      ];
    case 'number':
      return [
        { name: 'negative', value: (ctx) => ctx.rng.pick([-1, -250, -0.01]) },
        { name: 'huge-number', value: (ctx) => ctx.rng.pick<unknown>([1e308, 2 ** 63, RAW('9007199254740993'), 2 ** 31]) },
        { name: 'fraction', value: (ctx) => ctx.rng.pick([1.5, 0.001, 250.005]) },
        { name: 'infinity', value: (ctx) => RAW(ctx.rng.pick(['1e999', '-1e999', '-0'])) },
        { name: 'numeric-string', value: (ctx) => ctx.rng.pick(['12abc', '1e3', '0x10', ' 5 ', 'NaN']) },
        wrongType,
      ];
    case 'array':
      return [wrongType, { name: 'long-array', value: (ctx) => Array.from({ length: 5_000 }, () => ctx.rng.word(8)) }];
    default:
      return [wrongType];
  }
}

const bodyRequest = (operation: Operation, ctx: ValueContext, body: string | Buffer | undefined, contentType?: string): RequestSpec => ({
  method: operation.method,
  target: requestTarget(operation, ctx),
  headers: contentType ? { 'content-type': contentType } : {},
  ...(body !== undefined ? { body: Buffer.isBuffer(body) ? body : Buffer.from(body) } : {}),
});

/** The JSON text made from a valid body with only its required fields, with the JSON content type. */
const textCase = (
  operation: Operation,
  label: string,
  text: (valid: Record<string, unknown>, ctx: ValueContext) => string,
  contentType = 'application/json',
): FuzzCase => ({
  label,
  build: (ctx) => bodyRequest(operation, ctx, text(validBody(operation, { ...ctx, requiredOnly: true }), ctx), contentType),
});

/** The cases of an operation with a JSON body: the valid body, each field mutated, and broken bodies. */
export function jsonBodyCases(operation: Operation): FuzzCase[] {
  const sample = validBody(operation, { rng: Random.forKey(1, operation.key), ids: new Map(), allOptional: true });
  const leaves = leavesOf(sample);
  const cases: FuzzCase[] = [];
  const valid: FuzzCase = {
    label: 'valid',
    build: (ctx) => bodyRequest(operation, ctx, serialize(validBody(operation, ctx)), jsonHeaders['content-type']),
  };
  cases.push(valid, valid, valid);
  for (const leaf of leaves) {
    for (const mutation of fieldMutations(leaf)) {
      cases.push(
        textCase(operation, `${mutation.name}:${label(leaf.path)}`, (body, ctx) => {
          setAt(body, leaf.path, mutation.value(ctx, getAt(body, leaf.path) ?? getAt(sample, leaf.path)));
          return serialize(body);
        }),
      );
    }
    cases.push(
      textCase(operation, `missing:${label(leaf.path)}`, (body) => {
        deleteAt(body, leaf.path);
        return serialize(body);
      }),
    );
  }
  cases.push(
    textCase(operation, 'extra-fields', (body, ctx) =>
      serialize({ ...body, isAdmin: true, role: 'admin', id: ctx.rng.uuid(), userId: ctx.rng.uuid(), status: 'verified', amountPence: 1 }),
    ),
    textCase(
      operation,
      'proto-pollution',
      (body) => `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${serialize(body).slice(1)}`,
    ),
    textCase(operation, 'nul-key', (body) => serialize({ ...body, 'a\u0000b': 'x' })),
    textCase(operation, 'duplicate-keys', (body) => {
      const text = serialize(body);
      return text === '{}' ? '{"a":1,"a":2}' : `${text.slice(0, -1)},${text.slice(1)}`;
    }),
    textCase(operation, 'bom', (body) => `\ufeff${serialize(body)}`),
    textCase(operation, 'many-keys', (body) =>
      serialize({ ...body, ...Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])) }),
    ),
    textCase(operation, 'deep-nesting', () => `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    textCase(operation, 'oversize', (body) => serialize({ ...body, padding: 'x'.repeat(1_500_000) })),
    textCase(operation, 'malformed-json', (_, ctx) =>
      ctx.rng.pick(['{"a":', "{'a':1}", '[', '{"a":1}}', 'nul', '{"a":"\\u00"}', '\u0000', '{"a":tru}']),
    ),
    textCase(operation, 'top-level-value', (_, ctx) => ctx.rng.pick(['null', '[]', '"text"', '123', 'true', '[{}]'])),
    textCase(operation, 'text/plain', (body) => serialize(body), 'text/plain'),
    textCase(operation, 'form-urlencoded', () => 'a=1&b=2', 'application/x-www-form-urlencoded'),
    textCase(operation, 'json-utf16', (body) => serialize(body), 'application/json; charset=utf-16'),
    textCase(operation, 'json-suffix', (body) => serialize(body), 'application/merge-patch+json'),
    { label: 'no-content-type', build: (ctx) => bodyRequest(operation, ctx, serialize(validBody(operation, ctx))) },
    { label: 'empty-body', build: (ctx) => bodyRequest(operation, ctx, Buffer.alloc(0), 'application/json') },
  );
  return cases;
}

/** Requests that carry a body where the operation takes none. */
export function unexpectedBodyCases(operation: Operation): FuzzCase[] {
  return [
    textCase(operation, 'unexpected-json-body', (_, ctx) => serialize({ a: ctx.rng.word(5), n: '\u0000' })),
    textCase(operation, 'unexpected-text-body', (_, ctx) => ctx.rng.word(40), 'text/plain'),
    textCase(operation, 'unexpected-malformed-json', () => '{"a":'),
  ];
}
