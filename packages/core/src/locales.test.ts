import { describe, expect, it } from 'vitest';
import { localizedPath, preferredLocale, textDirection } from './locales';

describe('preferredLocale', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-TW', 'zh'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR, ar-EG;q=0.5', 'ar'],
    ['ur;q=0, hi-IN;q=0.4', 'hi'],
    ['ar;q=0.5, ur;q=0.7', 'ur'],
    ['fr, de', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});

describe('addresses and direction', () => {
  it('keeps English at its paths and puts the others under /{locale}', () => {
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('ar', '/about')).toBe('/ar/about');
    expect(localizedPath('zh', '/')).toBe('/zh/');
  });

  it('reads Urdu and Arabic right to left, the others left to right', () => {
    expect(['en', 'zh', 'hi', 'ur', 'ar'].map((locale) => textDirection(locale as never))).toEqual(['ltr', 'ltr', 'ltr', 'rtl', 'rtl']);
  });
});
