import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorStatus } from '@nestway/core/errors';
import { describe, expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '../src');

/**
 * Core's codes are what clients branch on: one the server never sends would be a branch that never
 * runs (as email_taken and invalid_credentials were). What each code means is tested where it is sent.
 */
describe('application error codes', () => {
  it('are each sent by the server somewhere', async () => {
    const files = (await readdir(source, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const text = (await Promise.all(files.map((file) => readFile(path.join(source, file), 'utf8')))).join('\n');
    const unsent = Object.keys(errorStatus).filter((code) => !text.includes(`'${code}'`));
    expect(unsent).toEqual([]);
  });
});
