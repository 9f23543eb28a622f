import { LOCALE_COOKIE } from '@nestway/core/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser } from '@/test/fake-api';
import { languageToShow } from './account-language';

const setCookie = (value: string) => (document.cookie = `${LOCALE_COOKIE}=${value}; path=/`);

describe("languageToShow (the tests run the English build's screens)", () => {
  afterEach(() => (document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`));

  it("asks for the client's account language when the page is in another", () => {
    expect(languageToShow(currentUser({ locale: 'ar' }))).toBe('ar');
    setCookie('zh');
    expect(languageToShow(currentUser({ locale: 'ar' }))).toBe('ar');
  });

  it('asks for nothing when the page is already in the account language', () => {
    expect(languageToShow(currentUser({ locale: 'en' }))).toBeNull();
  });

  it('does not loop when the cookie already names the language but the server answered another (no such build)', () => {
    setCookie('ar');
    expect(languageToShow(currentUser({ locale: 'ar' }))).toBeNull();
  });

  it('keeps staff in English whatever their account language', () => {
    expect(languageToShow(currentUser({ isAdmin: true, locale: 'zh' }))).toBeNull();
  });
});
