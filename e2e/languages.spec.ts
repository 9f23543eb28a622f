import type { Page } from '@playwright/test';
import { LANGUAGE_TAGS, LOCALE_COOKIE, type Locale } from '@nestway/core/locales';
import { seriousViolations } from './support/axe';
import { setting } from './support/settings';
import { expect, screenshot, test } from './support/test';

/** The language a page says it is in, and its direction, as the browser reads them. */
const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const chooseLanguage = (page: Page, locale: Locale) =>
  page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: setting('baseUrl') }]);

test('the header menu switches the site to Arabic, right to left, and the sign-in screen follows', async ({ page }) => {
  await page.goto('/about');
  expect(await documentLanguage(page)).toEqual({ lang: 'en-GB', dir: 'ltr' });
  const header = page.getByRole('banner');
  await header.getByLabel('Language: English').click();
  await header.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  // The choice is remembered: the app's screens come in Arabic too.
  await page.goto('/login');
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  // And back to English from the footer.
  await page.goto('/ar/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/login');
  expect(await documentLanguage(page)).toEqual({ lang: 'en-GB', dir: 'ltr' });
});

test.describe('a first visit from a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('is offered Chinese on the English home page, and takes it', async ({ page }) => {
    await page.goto('/');
    expect(await documentLanguage(page)).toEqual({ lang: 'en-GB', dir: 'ltr' });
    const offer = page.getByRole('complementary', { name: '本网站的中文版' });
    await expect(offer).toBeVisible();
    await screenshot(page, 'lang-suggestion-zh');
    await offer.getByRole('link', { name: '切换到中文' }).click();
    await expect(page).toHaveURL(/\/zh\/$/);
    expect(await documentLanguage(page)).toEqual({ lang: LANGUAGE_TAGS.zh, dir: 'ltr' });
    // Having chosen, `/` leads to the Chinese home page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
  });
});

/** The screens a visitor reaches without an account, at their address in the language. */
const visitorScreens = (locale: Locale) => [
  `/${locale}/`,
  `/${locale}/home`,
  `/${locale}/about`,
  `/${locale}/contact`,
  `/${locale}/privacy`,
  `/${locale}/no-such-page`,
  '/login',
  '/register',
  '/forgot-password',
];

for (const locale of ['ar', 'ur'] as const) {
  test(`every visitor's screen in ${locale} at 390 px: right to left, no sideways scroll, no serious accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await chooseLanguage(page, locale);
    await page.setViewportSize({ width: 390, height: 900 });
    for (const path of visitorScreens(locale)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await documentLanguage(page), path).toEqual({ lang: LANGUAGE_TAGS[locale], dir: 'rtl' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
