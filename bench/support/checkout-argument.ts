import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../e2e/support/app-process';

/**
 * The built checkout a bench starts (`--app <dir>`, this one when absent: `npm run build` there
 * first), so two builds can be measured one after the other on the same machine; and `--verbose`.
 */
export function checkoutArgument(): { checkout: string; verbose: boolean } {
  const { values } = parseArgs({ options: { app: { type: 'string' }, verbose: { type: 'boolean' } }, strict: true });
  const checkout = path.resolve(values.app ?? repoRoot);
  if (!existsSync(path.join(checkout, 'apps/api/dist/main.js'))) {
    console.error(`--app ${checkout}: no apps/api/dist/main.js there (run npm run build first)`);
    process.exit(2);
  }
  return { checkout, verbose: values.verbose ?? false };
}
