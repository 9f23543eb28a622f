import { describe, expect, it } from 'vitest';
import { formatFileSizeKb } from './file-size';

describe('formatFileSizeKb', () => {
  it('shows bytes / 1024 as KB, to one decimal place', () => {
    expect(formatFileSizeKb(1024)).toBe('1 KB');
    expect(formatFileSizeKb(1536)).toBe('1.5 KB');
    expect(formatFileSizeKb(250_000)).toBe('244.1 KB');
  });

  it('groups thousands and stays in KB for large files', () => {
    expect(formatFileSizeKb(10 * 1024 * 1024)).toBe('10,240 KB');
  });

  it('never shows a non-empty file as 0 KB', () => {
    expect(formatFileSizeKb(1)).toBe('0.1 KB');
    expect(formatFileSizeKb(0)).toBe('0 KB');
  });
});
