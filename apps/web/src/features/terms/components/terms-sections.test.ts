import { termsSections } from '@nestway/core/terms';
import { describe, expect, it } from 'vitest';
import { termsSectionTexts } from './terms-sections';

describe('the terms as the page shows them', () => {
  it('read in English exactly as the terms a client signs', () => {
    const shown = termsSectionTexts.map((section) => ({
      title: section.title(),
      paragraphs: section.paragraphs.map((paragraph) => paragraph()),
      ...(section.items && { items: section.items.map((item) => item()) }),
    }));
    expect(shown).toEqual(termsSections);
  });
});
