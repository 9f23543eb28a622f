import { LOCALE_COOKIE } from '@nestway/core/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { canShowLanguage, rememberPageLocale } from './choose-locale';

const cookie = () => new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
const forget = () => (document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`);

describe('rememberPageLocale', () => {
  afterEach(forget);

  it('remembers the language of a page in another language, so the sign-in and registration screens follow it', () => {
    rememberPageLocale('zh');
    expect(cookie()).toBe('zh');
    expect(canShowLanguage('zh')).toBe(false);
  });

  it('writes no first choice on an English page, so the suggestion on / still shows', () => {
    rememberPageLocale('en');
    expect(cookie()).toBeUndefined();
  });

  it('replaces an earlier choice with the language of the page being read, and leaves it on an English page', () => {
    rememberPageLocale('ar');
    rememberPageLocale('zh');
    expect(cookie()).toBe('zh');
    rememberPageLocale('en');
    expect(cookie()).toBe('zh');
  });
});
