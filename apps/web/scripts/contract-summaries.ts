import type { Plugin } from 'vite';

const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60)`;
/** `summary: 'one line'`, or several literals joined by `+` over lines, and the comma after it. */
const SUMMARY = new RegExp(String.raw`\bsummary:\s*${STRING}(?:\s*\+\s*${STRING})*\s*,`, 'g');

/**
 * The endpoint contracts' summaries are the API reference's words (GET /api/openapi.json): the browser
 * never reads them, yet each screen would download the summaries of every call its domain declares. The
 * build drops them from packages/core/src/contracts, keeping the lines so the source maps stay right.
 */
export function contractSummariesOutOfTheBuild(): Plugin {
  return {
    name: 'nestway:contract-summaries',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/packages\/core\/src\/contracts\/[\w-]+\.ts$/, code: 'summary:' },
      handler(code) {
        return { code: code.replace(SUMMARY, (summary) => '\n'.repeat(summary.split('\n').length - 1)), map: null };
      },
    },
  };
}
