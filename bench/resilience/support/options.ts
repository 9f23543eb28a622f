import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../../e2e/support/app-process';

/** The API's entry point inside a checkout. */
const API_ENTRY = 'apps/api/src/main.ts';

type NumberFlags<N extends string> = Record<N, { default: number; help: string }>;

export interface BenchArguments<N extends string> {
  /** The checkout to measure: its API is started from there. */
  app: string;
  numbers: Record<N, number>;
}

/**
 * Reads `--app <checkout>` (this checkout when absent) and the bench's numeric flags (`--name value`).
 * `--help` prints them and exits; a bad value stops with one line naming the flag.
 */
export function benchArguments<N extends string>(usage: string, flags: NumberFlags<N>): BenchArguments<N> {
  const names = Object.keys(flags) as N[];
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      help: { type: 'boolean' },
      ...Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    },
    strict: true,
  });
  if (values.help) {
    console.log(`${usage}\n\n  --app <dir>  the checkout to measure (default: this one, ${repoRoot})`);
    for (const name of names) console.log(`  --${name} <n>  ${flags[name].help} (default ${flags[name].default})`);
    process.exit(0);
  }
  const app = path.resolve((values.app as string | undefined) ?? repoRoot);
  if (!existsSync(path.join(app, API_ENTRY))) fail(`--app ${app}: no ${API_ENTRY} there`);
  if (!existsSync(path.join(app, 'node_modules/tsx'))) fail(`--app ${app}: run npm ci there first (node_modules/tsx is missing)`);
  const numbers = {} as Record<N, number>;
  for (const name of names) {
    const given = (values as Record<string, string | boolean | undefined>)[name] as string | undefined;
    const value = given === undefined ? flags[name].default : Number(given);
    if (!Number.isFinite(value) || value < 0) fail(`--${name} must be a number of 0 or more, not ${given}`);
    numbers[name] = value;
  }
  return { app, numbers };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The checkout as the benches print it: its folder and commit ('/work/before at af2ff34'). */
export function describeCheckout(dir: string): string {
  try {
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return `${dir} at ${commit}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return dir;
  }
}
