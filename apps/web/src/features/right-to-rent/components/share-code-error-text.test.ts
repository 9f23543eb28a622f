import { shareCodeRequestSchema } from '@nestway/core/right-to-rent';
import { describe, expect, it } from 'vitest';
import { shareCodeErrorText, translateShareCodeErrors } from './share-code-error-text';

describe('the share code form refusals', () => {
  it('has a message for every refusal of the schema, in English word for word', () => {
    const refused = shareCodeRequestSchema.safeParse({ shareCode: 'abc', dateOfBirth: '1800-01-01' });
    const sentences = new Set(refused.error!.issues.map((issue) => issue.message));
    expect(sentences.size).toBe(2);
    for (const sentence of sentences) expect(shareCodeErrorText(sentence)).toBe(sentence);
    expect(shareCodeErrorText('Enter your share code: 9 letters and numbers, like W4X 7YT 9PQ.')).toBeDefined();
  });

  it('leaves a sentence it does not know as it is', () => {
    expect(translateShareCodeErrors({ shareCode: { message: 'Something else.' } })).toEqual({ shareCode: { message: 'Something else.' } });
  });
});
