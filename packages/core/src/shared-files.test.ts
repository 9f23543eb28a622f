import { describe, expect, it } from 'vitest';
import { sharedFileFieldsSchema, sharedFileMessages } from './shared-files';

describe('sharedFileFieldsSchema', () => {
  const parse = (fields: Record<string, string>) => sharedFileFieldsSchema.safeParse(fields);
  const firstMessage = (fields: Record<string, string>) => parse(fields).error?.issues[0]?.message;

  it('trims the fields, keeps an empty description as none and defaults the category to general', () => {
    expect(parse({ displayName: '  Invoice March  ', description: '   ' }).data).toEqual({
      displayName: 'Invoice March',
      description: null,
      category: 'general',
    });
    expect(parse({ displayName: 'Lease', description: ' Signed copy ', category: 'contract' }).data).toEqual({
      displayName: 'Lease',
      description: 'Signed copy',
      category: 'contract',
    });
    expect(parse({ displayName: 'Lease', category: '' }).data?.category).toBe('general');
  });

  it('requires a display name', () => {
    expect(firstMessage({})).toBe(sharedFileMessages.displayNameRequired);
    expect(firstMessage({ displayName: '   ' })).toBe(sharedFileMessages.displayNameRequired);
  });

  it('refuses an unknown category and over-long text', () => {
    expect(firstMessage({ displayName: 'x', category: 'receipt' })).toBe(sharedFileMessages.categoryInvalid);
    expect(firstMessage({ displayName: 'x'.repeat(201) })).toBe(sharedFileMessages.displayNameTooLong);
    expect(firstMessage({ displayName: 'x', description: 'y'.repeat(2001) })).toBe(sharedFileMessages.descriptionTooLong);
  });
});
