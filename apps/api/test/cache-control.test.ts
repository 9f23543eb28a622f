import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@nestway/core/documents';
import { signedInClient } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import { httpSession, type HttpSession } from './support/http-session';
import { insertPayment } from './support/factories';
import { sampleFiles, sendForm } from './support/multipart';
import { listenOnLoopback, realRequest } from './support/real-http';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: HttpSession;
let port: number;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('cache-control'));
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const noStore = (value: unknown) => String(value).split(/,\s*/).includes('no-store');

describe('answers of the API are never stored by a browser or a proxy', () => {
  it('a signed-in JSON answer, however its path is spelled', async () => {
    const { http } = await signedInClient(t);
    const response = await http.get('/api/auth/user');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const encoded = await realRequest(port, { method: 'GET', target: '/%61pi/auth/user', headers: { cookie: http.sessionCookie()! } });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
    expect((await admin.get('/api/admin/users')).headers['cache-control']).toBe('no-store');
  });

  it('a file download', async () => {
    const { user, http } = await signedInClient(t);
    await insertPayment(t, user.id, { status: 'verified' });
    const uploaded = await sendForm(
      t.app,
      http,
      'POST',
      '/api/documents',
      { type: 'passport' },
      {
        bytes: sampleFiles.png,
        name: 'passport.png',
        type: 'image/png',
        field: 'documents',
      },
    );
    const [document] = uploaded.json<DocumentRecord[]>();
    const download = await admin.get(`/api/admin/documents/${document!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(noStore(download.headers['cache-control'])).toBe(true);
    const zip = await admin.get(`/api/admin/users/${user.id}/documents/download-all`);
    expect(zip.statusCode).toBe(200);
    expect(noStore(zip.headers['cache-control'])).toBe(true);
  });

  it('an error answer: 401, 403, 404, 400', async () => {
    const { http } = await signedInClient(t);
    const answers = [
      await httpSession(t.app).get('/api/auth/user'),
      await http.get('/api/admin/users'),
      await http.get('/api/no-such-endpoint'),
      await admin.get('/api/admin/users?page=-1'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([401, 403, 404, 400]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });

  it("leaves the web app's own caching alone", async () => {
    const shell = await httpSession(t.app).get('/dashboard');
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});
