import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { validPreferences } from '../../test-support/fixtures/preferences';
import { repoRoot } from './app-process';
import { extractCode, readMail } from './mail';
import { setting } from './settings';

export { expect };

interface Credentials {
  email: string;
  password: string;
}

export interface Account extends Credentials {
  id: string;
  fullName: string;
}

/** A fresh address on every call, so tests never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@nestway.test`;
}

/** A person's name that no other test uses, so a list can be searched for it. */
export function uniqueName(first: string): string {
  return `${first} Test${randomBytes(3).toString('hex')}`;
}

/**
 * Saves a full-page PNG to e2e/artifacts/screenshots/<name>-<viewport width>.png, after checking that
 * nothing makes the page wider than the viewport (a phone would scroll sideways).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(repoRoot, 'e2e/artifacts/screenshots');
  await mkdir(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} is wider than the ${width} px viewport`,
  ).toBeLessThanOrEqual(width);
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * The screenshot at a phone's and a desktop's width (390 and 1280 px), then back to the page's own
 * width: a journey runs once, at the width its user has, and every screen is still seen at both.
 */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: own?.height ?? 900 });
    await screenshot(page, name);
  }
  if (own) await page.setViewportSize(own);
}

/** Runs `shoot` at a phone's and a desktop's width (390 and 1280 px, 900 high), then puts the page's own size back. */
async function atBothWidths(page: Page, shoot: (width: number, dir: string) => Promise<unknown>): Promise<void> {
  const dir = path.join(repoRoot, 'e2e/artifacts/screenshots');
  await mkdir(dir, { recursive: true });
  const own = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(width, dir);
  }
  if (own) await page.setViewportSize(own);
}

/** One section alone, <name>-section-<width>.png at both widths, with the sticky top bar kept out of it. */
export const sectionAtBothWidths = (section: Locator, name: string) =>
  atBothWidths(section.page(), async (width, dir) => {
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({
      path: path.join(dir, `${name}-section-${width}.png`),
      animations: 'disabled',
      style: 'header.sticky { position: static !important; }',
    });
  });

/** What the viewport shows (not the whole page), <name>-view-<width>.png at both widths: a dialog as its user sees it. */
export const viewAtBothWidths = (page: Page, name: string) =>
  atBothWidths(page, (width, dir) => page.screenshot({ path: path.join(dir, `${name}-view-${width}.png`), animations: 'disabled' }));

/** Accounts made through the public API, for journeys that are not about registering. */
export interface Accounts {
  admin: Credentials;
  /** Registered, verification e-mail sent, not yet verified. */
  createUnverified(tag: string): Promise<Account>;
  /** Registered and verified with the e-mailed code. */
  createVerified(tag: string): Promise<Account>;
  /** Verified, with the shared valid preferences saved and the terms signed: /dashboard shows rather than sending them on. */
  createOnboarded(tag: string): Promise<Account>;
  /**
   * The admin books the client's consultation and marks it held with the £250 fee agreed on the call:
   * paying opens only then (docs/decisions/029-when-paying-opens.md).
   */
  holdConsultation(client: Account): Promise<void>;
  /** The admin records the client's £250 upfront fee as paid at the office (a payment override): documents open. */
  payAtOffice(client: Account): Promise<void>;
  /** Signs the page's browser context in (the session cookie lands in the context). */
  signIn(page: Page, credentials: Credentials, options?: { isAdmin?: boolean }): Promise<void>;
}

export async function postJson(request: APIRequestContext, url: string, data: object, method: 'POST' | 'PUT' = 'POST'): Promise<unknown> {
  const response = await request.fetch(url, { method, data, headers: { origin: setting('baseUrl') } });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** Saves the shared valid preferences for the account `request` is signed in as. */
export async function savePreferences(request: APIRequestContext): Promise<void> {
  await postJson(request, '/api/preferences', validPreferences);
}

function createAccounts(request: APIRequestContext, newAdminContext: () => Promise<APIRequestContext>): Accounts {
  const createUnverified = async (tag: string): Promise<Account> => {
    const details = { fullName: uniqueName('Client'), email: uniqueEmail(tag), password: `pw-${randomBytes(6).toString('hex')}` };
    const result = (await postJson(request, '/api/auth/register', { ...details, confirmPassword: details.password })) as {
      user: { id: string };
    };
    return { id: result.user.id, ...details };
  };
  const createVerified = async (tag: string): Promise<Account> => {
    const account = await createUnverified(tag);
    const code = extractCode(await readMail(account.email, { subjectIncludes: 'verification code' }));
    await postJson(request, '/api/auth/verify-otp', { userId: account.id, otpCode: code });
    return account;
  };
  return {
    admin: { email: setting('adminEmail'), password: setting('adminPassword') },
    createUnverified,
    createVerified,
    async createOnboarded(tag) {
      // Verifying signs the request context in as the new account, so it can save and sign for it.
      const account = await createVerified(tag);
      await savePreferences(request);
      await postJson(request, '/api/terms-and-conditions', { fullName: account.fullName, signature: account.fullName, hasAgreed: true });
      return account;
    },
    async holdConsultation(client) {
      const admin = await newAdminContext();
      try {
        const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
        await postJson(admin, `/api/admin/call-schedule/${client.id}`, { confirmedDateTime: nextWeek });
        await postJson(admin, `/api/call-schedule/${client.id}/complete`, { paymentAmount: 250 }, 'PUT');
      } finally {
        await admin.dispose();
      }
    },
    async payAtOffice(client) {
      const admin = await newAdminContext();
      try {
        const paid = await admin.post(`/api/admin/users/${client.id}/payment-override`, {
          multipart: { amount: '250', notes: 'Paid at the office' },
          headers: { origin: setting('baseUrl') },
        });
        if (paid.status() !== 201) throw new Error(`The payment override answered ${paid.status()}: ${await paid.text()}`);
      } finally {
        await admin.dispose();
      }
    },
    async signIn(page, { email, password }, { isAdmin = false } = {}) {
      if (isAdmin) await page.context().addCookies(adminSession().cookies);
      else await postJson(page.request, '/api/auth/login', { email, password, isAdmin });
    },
  };
}

/**
 * The admin session global setup signed in with a second factor (support/second-factor.ts), as a browser
 * keeps it. The journeys share it: each code works once, so signing in through the code screen is left
 * to the journeys about signing in (admin.spec.ts).
 */
export function adminSession() {
  const cookie = JSON.parse(setting('adminSessionCookie')) as { name: string; value: string };
  const domain = new URL(setting('baseUrl')).hostname;
  return {
    cookies: [{ ...cookie, domain, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const }],
    origins: [],
  };
}

/** A page in a browser context of its own, signed in as the admin, on the admin dashboard. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ storageState: adminSession() })).newPage();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

/**
 * Each test is a different person on a different network, as behind the load balancer the server
 * reads the address from X-Forwarded-For (TRUST_PROXY=true in environment.ts): the per-address limits
 * (20 registrations an hour) then count people, not the whole suite from 127.0.0.1.
 */
const clientAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`;

export const test = base.extend<{ accounts: Accounts }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  accounts: async ({ request, playwright, baseURL, extraHTTPHeaders }, use) => {
    await use(createAccounts(request, () => playwright.request.newContext({ baseURL, extraHTTPHeaders, storageState: adminSession() })));
  },
});
