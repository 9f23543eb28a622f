import { expect, test } from './support/test';

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, and choosing a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    // The menu is the element the toggle says it controls.
    await expect(openMenu).toHaveAttribute('aria-controls', /.+/);
    const menu = page.locator(`[id="${await openMenu.getAttribute('aria-controls')}"]`);
    const aboutLink = menu.getByRole('link', { name: 'About', exact: true });
    await expect(aboutLink).toBeHidden();

    await openMenu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'GET STARTED' })).toBeVisible();
    await aboutLink.click();

    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(aboutLink).toBeHidden();
  });
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('what is typed into a sign-in form before its scripts arrive is kept, and sent once they run', async ({ page }) => {
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');

  releaseScripts();
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeEnabled();
  // The browser did not send the form itself (a GET, with the password in the address): the page stayed.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
  await signIn.click();
  await expect(page.getByText('Login failed').first()).toBeVisible();
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page arrives rendered, with its own title and description', async ({ page }) => {
    const pages = [
      { path: '/', title: 'Your home in the UK, found for you · Nestway', heading: 'Your UK home, found before you land.' },
      { path: '/about', title: 'About · Nestway', heading: 'Tailor-Made for Internationals' },
      { path: '/contact', title: 'Contact · Nestway', heading: 'Talk to a real person' },
    ];
    for (const { path, title, heading } of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Nestway|Leeds/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the sign-in screens arrive rendered, their submit buttons disabled until the scripts take over the form', async ({ page }) => {
    const screens = [
      { path: '/login', heading: 'Welcome Back', submit: 'Sign In' },
      { path: '/register', heading: 'Create Your Account', submit: 'Create Account' },
      { path: '/admin', heading: 'Admin Login', submit: 'Sign In' },
      { path: '/forgot-password', heading: 'Forgot Password?', submit: 'Send Reset Link' },
    ];
    for (const { path, heading, submit } of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('button', { name: submit }), path).toBeDisabled();
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
