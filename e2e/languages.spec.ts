import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGE_TAGS, LOCALE_COOKIE, textDirection, type Locale } from '@nestway/core/locales';
import { seriousViolations } from './support/axe';
import { setting } from './support/settings';
import { adminSession, expect, postJson, screenshot, test, type Accounts } from './support/test';

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
  '/verify-email',
  '/email-verification',
  '/reset-password?token=unknown',
  '/cotenant-register?token=unknown',
];

for (const locale of ['ar', 'ur'] as const) {
  test(`every visitor's screen in ${locale} at 390 px: right to left, no sideways scroll, no serious accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await chooseLanguage(page, locale);
    await page.setViewportSize({ width: 390, height: 900 });
    // A pre-rendered page that does not hydrate as it was rendered (React's error 418) loses what was typed into it.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of visitorScreens(locale)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await documentLanguage(page), path).toEqual({ lang: LANGUAGE_TAGS[locale], dir: 'rtl' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/**
 * Three clients whose account language is `locale`, signed in on `page` in turn: one with a consultation
 * booked, a filmed viewing and an offer on it (the dashboard the issue asks to see), one whose call was
 * held with the fee agreed (the payment page), and one just verified (the preferences form, which a
 * booked call locks). The admin's part goes through the API.
 */
async function clientsIn(locale: Locale, page: Page, accounts: Accounts, admin: APIRequestContext) {
  const setLanguage = () => postJson(page.request, '/api/account/locale', { locale }, 'PUT');
  const paying = await accounts.createOnboarded(`lang-pay-${locale}`);
  await accounts.holdConsultation(paying);
  const offering = await accounts.createOnboarded(`lang-offer-${locale}`);
  await postJson(admin, `/api/admin/call-schedule/${offering.id}`, { confirmedDateTime: inDays(7) });
  const viewingData = {
    propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
    propertyType: 'Flat',
    bedrooms: 2,
    bathrooms: 1,
    rentAmount: 950,
    viewingDateTime: inDays(3),
  };
  const { createdViewings } = (await postJson(admin, '/api/admin/viewings/bulk', { viewingData, clientIds: [offering.id] })) as {
    createdViewings: { id: string }[];
  };
  const viewingId = createdViewings[0]!.id;
  await postJson(
    admin,
    `/api/admin/viewings/${viewingId}/video`,
    { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', videoTitle: 'Walkthrough' },
    'PUT',
  );
  await accounts.signIn(page, offering);
  await setLanguage();
  await postJson(page.request, '/api/property-offers', { propertyViewingId: viewingId, offerAmount: 1000 });
  const starting = await accounts.createVerified(`lang-new-${locale}`);
  return {
    starting: async () => {
      await accounts.signIn(page, starting);
      await setLanguage();
    },
    offering: async () => {
      await accounts.signIn(page, offering);
    },
    paying: async () => {
      await accounts.signIn(page, paying);
      await setLanguage();
    },
  };
}

/** A signed-in screen has rendered in the account's language: the page loaded again in its build, the spinner gone. */
async function settled(page: Page, locale: Locale, path: string) {
  await page.goto(path);
  await expect(page.locator(`html[lang="${LANGUAGE_TAGS[locale]}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The screens: home, registration, preferences, the dashboard with a booked call and an offer, the payment page. */
const SHOWN = ['home', 'register', 'preferences', 'dashboard', 'payment'] as const;

for (const [locale, width] of [
  ['ar', 390],
  ['zh', 390],
  ['ur', 1280],
] as const) {
  test(`a client's screens in ${locale}${locale === 'zh' ? '' : ', right to left'}, at ${width} px`, async ({
    page,
    accounts,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = await playwright.request.newContext({ baseURL, storageState: adminSession() });
    const clients = await clientsIn(locale, page, accounts, admin);
    await admin.dispose();
    const check = async (name: (typeof SHOWN)[number] | string, path: string) => {
      await settled(page, locale, path);
      expect(await page.evaluate(() => document.documentElement.dir), path).toBe(textDirection(locale));
      if (SHOWN.includes(name as (typeof SHOWN)[number])) await screenshot(page, `lang-${locale}-${name}`);
      if (textDirection(locale) !== 'rtl') return;
      // Arabic and Urdu: every screen is checked at a phone's width, whatever width the screenshots are at.
      const own = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page), path).toEqual([]);
      await page.setViewportSize(own);
    };

    await page.setViewportSize({ width, height: 900 });
    await clients.offering();
    await check('dashboard', '/dashboard');
    // The offer, in the language's own way of writing pounds (the browser's Intl, as the page's).
    const offered = await page.evaluate(
      (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'GBP' }).format(1000),
      LANGUAGE_TAGS[locale],
    );
    await expect(page.getByText(offered).first()).toBeVisible();
    await check('terms', '/terms-and-conditions');
    await check('invite-cotenants', '/invite-cotenants');
    await clients.starting();
    await check('preferences', '/preferences');
    await clients.paying();
    await check('payment', '/payment');
    await check('card-checkout', '/stripe-checkout');
    await page.context().clearCookies();
    await chooseLanguage(page, locale);
    await check('home', `/${locale}/`);
    await check('register', '/register');
  });
}
