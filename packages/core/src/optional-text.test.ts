import { describe, expect, it } from 'vitest';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

describe('optionalTextSchema', () => {
  const notes = optionalTextSchema('Too long.');

  it('trims the text and takes missing, null or blank as none', () => {
    expect(notes.parse('  Early move-in  ')).toBe('Early move-in');
    for (const value of [undefined, null, '', '   ']) expect(notes.parse(value), String(value)).toBeNull();
  });

  it('holds NOTES_MAX_LENGTH characters unless told otherwise, counted after trimming, and says the message given beyond', () => {
    expect(notes.parse(` ${'x'.repeat(NOTES_MAX_LENGTH)} `)).toHaveLength(NOTES_MAX_LENGTH);
    expect(notes.safeParse('x'.repeat(NOTES_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe('Too long.');
    expect(optionalTextSchema('At most 5.', 5).safeParse('123456').error?.issues[0]?.message).toBe('At most 5.');
  });

  it('refuses what is not text', () => {
    expect(notes.safeParse(42).success).toBe(false);
  });
});
