import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The lines of `code`, linted as a web screen, that the project's rules refuse for deciding by an error's text or status. */
async function refusedLines(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/features/probe/probe.ts') });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

describe('the rule that screens branch on error codes', () => {
  it('refuses comparing, searching, matching or switching on an error message, and comparing a status', async () => {
    const code = [
      'declare const error: { message: string; serverMessage?: string; status: number };',
      "export const a = error.message === 'Slot taken';",
      "export const b = error.serverMessage?.includes('already been booked');",
      'export const c = /booked/.test(error.message);',
      "export const d = (error.serverMessage ?? '').startsWith('This');",
      'export const e = error.status === 401;',
      'export const f = 409 !== error.status;',
      'export function g() {',
      '  switch (error.message) {',
      '    default:',
      '      return 1;',
      '  }',
      '}',
    ].join('\n');
    expect(await refusedLines(code)).toEqual([2, 3, 4, 5, 6, 7, 9]);
  }, 30_000);

  it('lets a screen show the message and read the code', async () => {
    const code = [
      'declare const error: { code?: string; message: string; serverMessage?: string };',
      'declare const toast: (options: { description: string }) => void;',
      "toast({ description: error.serverMessage ?? 'Something went wrong.' });",
      "export const taken = error.code === 'slot_taken';",
      'export const shown = error.message;',
    ].join('\n');
    expect(await refusedLines(code)).toEqual([]);
  }, 30_000);
});
