import { createHash } from 'node:crypto';
import { TERMS_VERSION, termsSections } from '@nestway/core/terms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsSignatures } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { httpSession } from './support/http-session';
import { insertSignature } from './support/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'terms-admin@nestway.test', password: 'admin-password-1' };
const signing = { fullName: 'Ada Tenant', signature: 'Ada T.', hasAgreed: true };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

const storedSignatures = (userId: string) => t.app.ctx.db.select().from(termsSignatures).where(eq(termsSignatures.userId, userId));

describe('GET /api/terms-and-conditions', () => {
  it('answers null before the user has signed', async () => {
    const { http } = await signedInClient(t);
    const response = await http.get('/api/terms-and-conditions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('is for signed-in clients only', async () => {
    expect((await httpSession(t.app).get('/api/terms-and-conditions')).statusCode).toBe(401);
    const admin = httpSession(t.app);
    await signInStaff(t, admin, ADMIN);
    expect((await admin.get('/api/terms-and-conditions')).statusCode).toBe(403);
  });

  it('ignores a signature of an older version: the current terms must be signed again', async () => {
    const { user, http } = await signedInClient(t);
    await insertSignature(t, user.id, {
      termsVersion: '2020-01-01',
      fullName: user.fullName,
      signature: 'old',
      signedAt: new Date('2020-01-02T10:00:00Z'),
    });
    expect((await http.get('/api/terms-and-conditions')).json()).toBeNull();
    expect((await http.post('/api/terms-and-conditions', signing)).statusCode).toBe(201);
    expect((await http.get('/api/terms-and-conditions')).json()).toMatchObject({ termsVersion: TERMS_VERSION });
  });
});

describe('POST /api/terms-and-conditions', () => {
  it('records the signature with the date, IP address, user agent and terms version', async () => {
    const { user, http } = await signedInClient(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/terms-and-conditions',
      headers: {
        origin: TEST_APP_URL,
        'content-type': 'application/json',
        cookie: http.sessionCookie()!,
        'user-agent': 'TermsTest/1.0',
        'x-forwarded-for': '203.0.113.9',
      },
      payload: JSON.stringify({
        fullName: '  Ada Tenant ',
        signature: 'Ada T.',
        hasAgreed: true,
        ipAddress: '1.2.3.4',
        termsVersion: 'forged',
      }),
    });
    expect(response.statusCode).toBe(201);
    const signedDate = t.clock.now().toISOString();
    expect(response.json()).toEqual({ fullName: 'Ada Tenant', signature: 'Ada T.', signedDate, termsVersion: TERMS_VERSION });
    expect((await http.get('/api/terms-and-conditions')).json()).toEqual({
      fullName: 'Ada Tenant',
      signature: 'Ada T.',
      signedDate,
      termsVersion: TERMS_VERSION,
    });

    const [stored] = await storedSignatures(user.id);
    expect(stored).toMatchObject({ termsVersion: TERMS_VERSION, userAgent: 'TermsTest/1.0', signedAt: new Date(signedDate) });
    expect(stored!.ipAddress).not.toBe('1.2.3.4');
    expect(stored!.ipAddress.length).toBeGreaterThan(0);
  });

  it('answers 409 to a second signature of the same version and keeps the first', async () => {
    const { user, http } = await signedInClient(t);
    await http.post('/api/terms-and-conditions', signing);
    t.clock.advance(60);
    const again = await http.post('/api/terms-and-conditions', { ...signing, fullName: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already signed these Terms & Conditions.');
    const rows = await storedSignatures(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe('Ada Tenant');
  });

  it.each([
    [{ ...signing, fullName: 'A' }, 'Please enter your full name'],
    [{ ...signing, fullName: '   ' }, 'Please enter your full name'],
    [{ signature: 'Ada', hasAgreed: true }, 'Please enter your full name'],
    [{ ...signing, signature: 'x' }, 'Please enter your signature'],
    [{ ...signing, signature: 42 }, 'Please enter your signature'],
    [{ ...signing, hasAgreed: false }, 'You must agree to the terms'],
    [{ ...signing, hasAgreed: 'true' }, 'You must agree to the terms'],
  ])('refuses %j with "%s" and records nothing', async (body, message) => {
    const { user, http } = await signedInClient(t);
    const response = await http.post('/api/terms-and-conditions', body);
    expect(response.statusCode).toBe(400);
    // A missing or mistyped field is prefixed by the error plugin ('hasAgreed has the wrong type: ...').
    expect(response.json().message).toContain(message);
    expect(await storedSignatures(user.id)).toHaveLength(0);
  });

  it("accepts the spec's payload, fullName and signature without an agreement flag: signing is the agreement", async () => {
    const { user, http } = await signedInClient(t);
    const response = await http.post('/api/terms-and-conditions', { fullName: 'Ada Tenant', signature: 'Ada' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fullName: 'Ada Tenant', signature: 'Ada', termsVersion: TERMS_VERSION });
    expect(await storedSignatures(user.id)).toHaveLength(1);
  });

  it('is for signed-in clients only', async () => {
    expect((await httpSession(t.app).post('/api/terms-and-conditions', signing)).statusCode).toBe(401);
    const admin = httpSession(t.app);
    await signInStaff(t, admin, ADMIN);
    expect((await admin.post('/api/terms-and-conditions', signing)).statusCode).toBe(403);
  });
});

describe('the terms text', () => {
  it('carries the fee schedule and refund rules of the business', () => {
    const text = termsSections.map((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])].join('\n')).join('\n');
    for (const rule of [
      '£400 for one applicant',
      '£450 for two applicants',
      '£500 for three or more applicants',
      'decided with you in your consultation call',
      'part of the upfront fee is refunded',
      'paid when you reserve the flat',
      'includes 2 viewings',
      'costs £50',
      'non-refundable if referencing fails because of an existing contract or your credit history',
      'once the tenancy contract has been issued, the full payment is non-refundable',
      'GBP only',
      'type Business',
    ]) {
      expect(text).toContain(rule);
    }
  });

  // When the text changes, TERMS_VERSION must change too (clients sign a version): update both lines below.
  it('has a new version whenever its text changes', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(termsSections)).digest('hex').slice(0, 16);
    expect({ version: TERMS_VERSION, fingerprint }).toEqual({ version: '2026-11-22', fingerprint: 'e37cfa354689dfa3' });
  });
});
