// Screenshots of the admin client page's Retention block (not part of the app; run by hand).
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:5310';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/`);
const api = (path, init) =>
  page.evaluate(
    async ([path, init]) => {
      const response = await fetch(path, init);
      return { status: response.status, body: await response.text() };
    },
    [path, init],
  );
const json = (method, body) => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const email = `ada-${Date.now()}@example.com`;
const registered = await api('/api/auth/register', json('POST', { fullName: 'Ada Lovelace', email, password: 'secret-pass-1' }));
const clientId = JSON.parse(registered.body).user.id;
await context.clearCookies();
const login = await api('/api/auth/login', json('POST', { email: 'admin@nestway.local', password: 'nestway-admin', isAdmin: true }));
if (login.status !== 200) throw new Error(login.body);
const shared = await page.evaluate(async (id) => {
  const form = new FormData();
  form.set('displayName', 'Tenancy agreement');
  form.set('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'tenancy.pdf');
  const response = await fetch(`/api/admin/users/${id}/files`, { method: 'POST', body: form });
  return response.status;
}, clientId);
if (shared !== 201) throw new Error(`share ${shared}`);

async function shoot(name, width) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/admin/users/${clientId}#retention`);
  const block = page.getByRole('region', { name: 'Retention' });
  await block.getByText(/Files due for deletion/).waitFor();
  await block.scrollIntoViewIfNeeded();
  await block.screenshot({ path: `/work/shots/retention/${name}-${width}.png` });
}
await shoot('retention-block', 1280);
await shoot('retention-block', 390);
// Put on hold through the dialog, as an admin does.
await page.setViewportSize({ width: 1280, height: 900 });
const block = page.getByRole('region', { name: 'Retention' });
await block.getByRole('button', { name: 'Put on Hold' }).click();
await page.getByLabel('Reason (optional)').fill('Deposit dispute with the landlord: keep the proofs until it is settled.');
await page.screenshot({ path: '/work/shots/retention/hold-dialog-1280.png' });
await page.getByRole('dialog').getByRole('button', { name: 'Put on Hold' }).click();
await block.getByText('On hold: nothing is deleted').waitFor();
await shoot('retention-on-hold', 1280);
await shoot('retention-on-hold', 390);
await page.getByRole('region', { name: 'Retention' }).getByRole('button', { name: 'Release Hold' }).click();
await page.getByRole('dialog').waitFor();
await page.screenshot({ path: '/work/shots/retention/release-confirm-390.png' });
await browser.close();
console.log('shots taken for', clientId);
