import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signedInClient } from './support/accounts';
import { httpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'lead@nestway.test', password: 'admin-password-1' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('lists the clients, newest first, with id, name, e-mail, verified flag, created date and badges, and no admins', async () => {
    const { user: verified } = await signedInClient(t, { fullName: 'Verified Client' });
    const { user: pending } = await registerUser(t, { fullName: 'Pending Client' });
    const admin = httpSession(t.app);
    expect((await signInStaff(t, admin, ADMIN)).statusCode).toBe(200);

    const response = await admin.get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ clients: Array<Record<string, unknown>>; total: number }>();
    const list = answer.clients;
    expect(answer.total).toBe(2);
    expect(list.map((c) => c.email)).toEqual([pending.email, verified.email]);
    expect(list[0]).toEqual({
      id: pending.id,
      fullName: 'Pending Client',
      email: pending.email,
      isEmailVerified: false,
      createdAt: expect.any(String),
      stage: { kind: 'just-registered', label: 'Just Registered', tone: 'neutral' },
      action: { kind: 'waiting-for-user', label: 'Waiting for User', tone: 'neutral' },
    });
    expect(list[1]).toMatchObject({ id: verified.id, isEmailVerified: true });
    expect(Number.isNaN(Date.parse(String(list[0]!.createdAt)))).toBe(false);
    expect(JSON.stringify(answer)).not.toContain('passwordHash');
    expect(JSON.stringify(answer)).not.toContain(ADMIN.email);
  });
});
