import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSession } from './support/http-session';
import { uniqueEmail } from './support/accounts';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: '' });
});
afterAll(() => t.close());

describe('without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file with plain-text and HTML parts', async () => {
    const email = uniqueEmail('outbox');
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Olu Outbox',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    await t.runJobs();

    const outbox = path.join(t.dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toMatch(/Subject: \d{6} is your Nestway verification code/);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(`${TEST_APP_URL}/verify-email/`);
    expect(await t.mail.delivered()).toHaveLength(0);
  });
});
