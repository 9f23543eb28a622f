import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsNul, NUL_CHARACTER_MESSAGE } from '../src/lib/nul-characters';
import { insertClient, signedInClient, uniqueEmail } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import { httpSession, type HttpSession } from './support/http-session';
import type { TestApp } from './support/test-app';

describe('containsNul', () => {
  it.each([
    ['a string', 'a\u0000b'],
    ['a string in an array', ['ok', '\u0000']],
    ['a nested field', { a: { b: [{ c: 'x\u0000' }] } }],
    ['a field name', { 'na\u0000me': 'ok' }],
  ])('finds U+0000 in %s', (_, value) => {
    expect(containsNul(value)).toBe(true);
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['the digit zero and an escaped-looking text', '0 \\u0000 %00'],
    ['numbers, booleans and null', { a: 0, b: false, c: null, d: undefined }],
    ['binary bytes, which are not text', Buffer.from([0, 1, 2])],
  ])('finds none in %s', (_, value) => {
    expect(containsNul(value)).toBe(false);
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});

let t: TestApp;
let admin: HttpSession;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('nul-characters'));
});
afterAll(() => t.close());

const refusal = (path: string) => ({
  code: 'validation_failed',
  message: NUL_CHARACTER_MESSAGE,
  issues: [{ path, message: NUL_CHARACTER_MESSAGE }],
});

describe('a NUL character in a request is a 400 with a clear message, never a 500', () => {
  it('in a public JSON body: register, login, forgot-password', async () => {
    const anon = httpSession(t.app);
    const email = uniqueEmail();
    const registered = await anon.post('/api/auth/register', {
      fullName: 'a\u0000b',
      email,
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(refusal('fullName'));

    const login = await anon.post('/api/auth/login', { email, password: 'secret\u000012' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refusal('password'));

    const forgot = await anon.post('/api/auth/forgot-password', { email: `${email}\u0000` });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json()).toEqual(refusal('email'));
  });

  it('in a path parameter: the e-mailed verification link', async () => {
    const response = await httpSession(t.app).get('/api/auth/verify-email/abc%00def');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('token'));
  });

  it("in an admin query string: the client list's search", async () => {
    const response = await admin.get('/api/admin/users?search=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('search'));
  });

  it("in signed-in bodies: a client's signature of the terms, the admin's notes and message", async () => {
    const { user, http } = await signedInClient(t);
    const signed = await http.post('/api/terms-and-conditions', { fullName: 'Ada\u0000Tenant', signature: 'Ada' });
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toEqual(refusal('fullName'));

    const notes = await admin.put(`/api/admin/users/${user.id}/notes`, { notes: 'called\u0000' });
    expect(notes.statusCode).toBe(400);
    expect(notes.json()).toEqual(refusal('notes'));

    const message = await admin.put(`/api/admin/users/${user.id}/message`, { message: '\u0000' });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toEqual(refusal('message'));
  });

  it('refuses only after the access check: a caller without the right still gets 401', async () => {
    const user = await insertClient(t);
    const response = await httpSession(t.app).put(`/api/admin/users/${user.id}/notes`, { notes: '\u0000' });
    expect(response.statusCode).toBe(401);
  });

  it('leaves the same requests without NUL alone', async () => {
    const response = await admin.get('/api/admin/users?search=0');
    expect(response.statusCode).toBe(200);
  });
});
