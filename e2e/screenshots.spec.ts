import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test, type Accounts } from './support/test';

const widths = [390, 1280];

/** Makes what a screen needs (an account, a session) and says where it is and what shows it has rendered. */
type Setup = (page: Page, accounts: Accounts) => Promise<{ path: string; ready: Locator }>;

const at =
  (path: string, ready: (page: Page) => Locator): Setup =>
  async (page) => ({ path, ready: ready(page) });
const heroHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

const screens: Record<string, Setup> = {
  home: at('/', heroHeading),
  welcome: at('/home', heroHeading),
  about: at('/about', heroHeading),
  contact: at('/contact', heroHeading),
  privacy: at('/privacy', heroHeading),
  register: at('/register', button('Create Account')),
  login: at('/login', button('Sign In')),
  'forgot-password': at('/forgot-password', button('Send Reset Link')),
  'admin-login': at('/admin', button('Sign In as Admin')),
  'verify-email': async (page, accounts) => {
    const account = await accounts.createUnverified('screenshot-verify');
    const pending = new URLSearchParams({ userId: account.id, email: account.email, name: account.fullName });
    return { path: `/verify-email?${pending}`, ready: button('Verify Email')(page) };
  },
  dashboard: async (page, accounts) => {
    const client = await accounts.createOnboarded('screenshot-dashboard');
    await accounts.signIn(page, client);
    return { path: '/dashboard', ready: page.getByRole('heading', { name: client.fullName }) };
  },
  'admin-dashboard': async (page, accounts) => {
    await accounts.signIn(page, accounts.admin, { isAdmin: true });
    return { path: '/admin/dashboard', ready: page.getByRole('heading', { name: 'Client Management' }) };
  },
  'not-found': at('/no-such-page', (page) => page.getByRole('heading', { name: '404 Page Not Found' })),
};

for (const [name, setup] of Object.entries(screens)) {
  test(`screenshots of the ${name} screen at ${widths.join(' and ')} px`, async ({ page, accounts }) => {
    const { path, ready } = await setup(page, accounts);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
    }
  });
}
