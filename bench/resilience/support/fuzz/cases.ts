import { jsonBodyCases, unexpectedBodyCases } from './json-cases';
import { multipartCases } from './multipart-cases';
import type { Operation } from './openapi';
import { requestTarget, type FuzzCase, type RequestSpec } from './request-spec';
import { validValue, type ValueContext } from './values';

/** Path parameter values no client should send, already in their on-the-wire spelling. */
const PATH_VALUES: Array<[string, (ctx: ValueContext) => string]> = [
  ['random', (ctx) => ctx.rng.word(ctx.rng.int(1, 40))],
  ['uuid-of-nobody', (ctx) => ctx.rng.uuid()],
  ['%00', () => '%00'],
  ['nul-inside', (ctx) => `${ctx.rng.uuid().slice(0, 18)}%00${ctx.rng.uuid().slice(21)}`],
  ['..', () => '..'],
  ['%2e%2e', () => '%2e%2e'],
  ['very-long', (ctx) => ctx.rng.word(1).repeat(3_000)],
  ['%ff', () => '%ff'],
  ['bad-percent', () => '%E0%A4%A'],
  ['encoded-slash', () => 'a%2Fb'],
  ['negative', () => '-1'],
  ['big-number', () => '99999999999999999999'],
  ['unicode', () => encodeURIComponent('é😀\u202e')],
  ['empty', () => ''],
];

const QUERY_VALUES: Array<[string, (ctx: ValueContext) => string]> = [
  ['%00', () => '%00'],
  ['nul-inside', () => 'a%00b'],
  ['huge', (ctx) => ctx.rng.word(1).repeat(5_000)],
  ['not-a-number', () => 'abc'],
  ['negative', () => '-1'],
  ['1e309', () => '1e309'],
  ['fraction', () => '1.5'],
  ['big-number', () => '99999999999999999999'],
  ['empty', () => ''],
  ['%ff', () => '%ff'],
  ['special', (ctx) => encodeURIComponent(ctx.rng.pick(["' or 1=1 --", '%_\\', '\\', '*']))],
];

/** The target with the path spelled another way: what a router and a CSRF check may read differently. */
const SPELLINGS: Array<[string, (target: string, origin: string) => string]> = [
  ['%61pi', (target) => target.replace(/^\/api\//, '/%61pi/').replace(/^\/uploads\//, '/%75ploads/')],
  ['double-slash', (target) => `/${target}`],
  ['dot-segment', (target) => target.replace(/^\/(\w+)\//, '/$1/./')],
  ['trailing-slash', (target) => target.replace(/(\?|$)/, '/$1')],
  ['upper-case', (target) => target.replace(/^\/api\//, '/API/')],
  ['absolute-form', (target, origin) => `${origin}${target}`],
];

function bodyCases(operation: Operation): FuzzCase[] {
  if (operation.body?.kind === 'json') return jsonBodyCases(operation);
  if (operation.body?.kind === 'multipart') return multipartCases(operation);
  return [];
}

/**
 * Every kind of request the fuzz sends to one operation: valid ones, each body field mutated, broken
 * bodies and framing, odd path and query values, the path spelled differently, and broken cookies.
 * `origin` is the app's APP_URL (for the absolute-form target).
 */
export function casesFor(operation: Operation, origin: string): FuzzCase[] {
  const cases: FuzzCase[] = bodyCases(operation);
  // The first case of each body kind is its valid one.
  const valid: FuzzCase = cases[0] ?? {
    label: 'valid',
    build: (ctx) => ({ method: operation.method, target: requestTarget(operation, ctx), headers: {} }),
  };
  if (cases.length === 0) cases.push(valid, valid, valid, ...unexpectedBodyCases(operation));
  /** The valid request sent to another target. */
  const validRequest = (ctx: ValueContext, target: string): RequestSpec => ({ ...valid.build(ctx), target });

  for (const parameter of operation.pathParameters) {
    for (const [name, value] of PATH_VALUES) {
      cases.push({
        label: `path:${parameter.name}:${name}`,
        build: (ctx) => validRequest(ctx, requestTarget(operation, ctx, { path: { [parameter.name]: value(ctx) } })),
      });
    }
  }
  for (const parameter of operation.queryParameters) {
    const others = operation.queryParameters.filter((p) => p.name !== parameter.name);
    const otherPairs = (ctx: ValueContext) =>
      others.map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.schema, p.name, { ...ctx, requiredOnly: true })))}`);
    for (const [name, value] of QUERY_VALUES) {
      cases.push({
        label: `query:${parameter.name}:${name}`,
        build: (ctx) =>
          validRequest(ctx, requestTarget(operation, ctx, { query: [...otherPairs(ctx), `${parameter.name}=${value(ctx)}`].join('&') })),
      });
    }
    cases.push({
      label: `query:${parameter.name}:repeated`,
      build: (ctx) =>
        validRequest(ctx, requestTarget(operation, ctx, { query: `${parameter.name}=1&${parameter.name}=2&${parameter.name}[]=3` })),
    });
  }
  for (const [name, spell] of SPELLINGS) {
    cases.push({ label: `spelling:${name}`, build: (ctx) => validRequest(ctx, spell(requestTarget(operation, ctx), origin)) });
  }
  const cookieCase = (name: string, cookie: (ctx: ValueContext) => string): FuzzCase => ({
    label: `cookie:${name}`,
    build: (ctx) => ({ ...valid.build(ctx), cookie: cookie(ctx) }),
  });
  cases.push(
    cookieCase('random-session', (ctx) => `nestway_session=${ctx.rng.word(43)}`),
    cookieCase('nul-session', () => 'nestway_session=%00'),
    cookieCase('huge-session', (ctx) => `nestway_session=${ctx.rng.word(1).repeat(6_000)}`),
    cookieCase('malformed', () => 'nestway_session; =; ==x; nestway_session="unterminated'),
  );
  return cases;
}
