import type { Locale } from '@nestway/core/locales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCode, type ReceivedMail } from '../../../test-support/mail-message';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { users } from '../db/schema/index';
import { consultationInvitation } from '../src/mail/consultation-invitation';
import { consultationConfirmedMail } from '../src/mail/consultation-mails';
import { insertClient, signedInClient, uniqueEmail } from './support/accounts';
import { insertPreferences } from './support/factories';
import { httpSession, type HttpSession } from './support/http-session';
import { signInStaff } from './support/staff-sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = { email: 'locale-admin@nestway.test', password: 'admin-password-1' };
let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
});
afterAll(() => t.close());

const storedLocale = async (id: string) =>
  (await t.app.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;
const setLocale = (id: string, locale: Locale) => t.app.ctx.db.update(users).set({ locale }).where(eq(users.id, id));

/** Written right to left, in Arabic: the HTML part says so, and the fixed words of the layout are Arabic. */
function expectArabicLayout(mail: ReceivedMail) {
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain('<body dir="rtl"');
  expect(mail.text).toMatch(/^مرحبًا /);
  expect(mail.text).toContain('فريق Nestway');
  expect(mail.text).not.toContain('Hello');
}

describe('PUT /api/account/locale', () => {
  it("stores the signed-in client's language, which their own record then carries", async () => {
    const { user, http } = await signedInClient(t);
    expect((await http.get('/api/auth/user')).json()).toMatchObject({ locale: 'en' });

    const response = await http.put('/api/account/locale', { locale: 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'ar' });
    expect(await storedLocale(user.id)).toBe('ar');
    expect((await http.get('/api/auth/user')).json()).toMatchObject({ id: user.id, locale: 'ar' });
  });

  it('refuses a language Nestway does not offer, with a clear message, and changes nothing', async () => {
    const { user, http } = await signedInClient(t);
    const response = await http.put('/api/account/locale', { locale: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('en, zh, hi, ur, ar') });
    expect((await http.put('/api/account/locale', {})).statusCode).toBe(400);
    expect(await storedLocale(user.id)).toBe('en');
  });

  it('stores no other language, whoever writes it: the column is checked against the five', async () => {
    const user = await insertClient(t);
    await expect(setLocale(user.id, 'fr' as Locale)).rejects.toThrow();
    expect(await storedLocale(user.id)).toBe('en');
  });

  it('is 401 signed out', async () => {
    expect((await httpSession(t.app).put('/api/account/locale', { locale: 'zh' })).statusCode).toBe(401);
  });

  it('lets a staff member set theirs too', async () => {
    expect((await admin.put('/api/account/locale', { locale: 'hi' })).json()).toEqual({ locale: 'hi' });
    expect((await admin.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true, locale: 'hi' });
    expect((await admin.put('/api/account/locale', { locale: 'en' })).statusCode).toBe(200);
  });
});

describe('registering in a language', () => {
  it('stores the language of the page registered on and e-mails the code in it, right to left for Arabic', async () => {
    const email = uniqueEmail();
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Layla Tenant',
      email,
      password: 'correct horse',
      locale: 'ar',
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: { id: string } }>();
    expect(await storedLocale(user.id)).toBe('ar');

    const mail = await t.mail.waitFor(email);
    const code = findCode(mail)!;
    expect(mail.subject).toBe(`${code} هو رمز التحقق الخاص بك في Nestway`);
    expectArabicLayout(mail);
    expect(mail.text).toContain('مرحبًا Layla Tenant،');
    expect(mail.text).toContain('تنتهي صلاحية الرمز خلال 10 دقائق.');
    // The code reads left to right inside the Arabic text.
    expect(mail.html).toContain(`<span dir="ltr" style="display:inline-block;font-family:Consolas`);
  });

  it('refuses a language Nestway does not offer', async () => {
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Pierre Tenant',
      email: uniqueEmail(),
      password: 'correct horse',
      locale: 'fr',
    });
    expect(response.statusCode).toBe(400);
  });

  it('is English without a language, as the spec registers', async () => {
    const email = uniqueEmail();
    const response = await httpSession(t.app).post('/api/auth/register', { fullName: 'Ann Tenant', email, password: 'correct horse' });
    expect(await storedLocale(response.json<{ user: { id: string } }>().user.id)).toBe('en');
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toBe(`${findCode(mail)} is your Nestway verification code`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toContain('dir="rtl"');
  });
});

describe("e-mails in the recipient's language", () => {
  it('sends the password reset link in Arabic to a client whose language is Arabic', async () => {
    const user = await insertClient(t);
    await setLocale(user.id, 'ar');
    expect((await httpSession(t.app).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = await t.mail.waitFor(user.email, (m) => m.subject.includes('كلمة المرور'));
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في Nestway');
    expectArabicLayout(mail);
    expect(mail.text).toContain('تنتهي صلاحية هذا الرابط خلال ساعة واحدة');
  });

  it('writes a notice in the language the client has when it is queued, not when it is sent', async () => {
    const { user, http } = await signedInClient(t);
    expect((await http.put('/api/account/locale', { locale: 'ar' })).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/users/${user.id}/message`, { message: 'Your viewing is on Friday.' })).statusCode).toBe(200);
    // Switching back before the e-mail goes does not rewrite it.
    await setLocale(user.id, 'en');
    const mail = await t.mail.waitFor(user.email, (m) => m.subject.includes('Nestway'));
    expect(mail.subject).toBe('لديك رسالة جديدة من فريق Nestway');
    expectArabicLayout(mail);
    expect(mail.text).toContain('قراءتها في لوحة التحكم: ');
  });

  it('sends the same notice in English, word for word as before, to an English client', async () => {
    const { user } = await signedInClient(t);
    expect((await admin.put(`/api/admin/users/${user.id}/message`, { message: 'Hello' })).statusCode).toBe(200);
    const mail = await t.mail.waitFor(user.email, (m) => m.subject.includes('new message'));
    expect(mail.subject).toBe('You have a new message from the Nestway team');
    expect(mail.text).toContain('Hello Ada Tenant,\n\nYou have a new message from our team. Sign in to your dashboard to read it.');
    expect(mail.text).toContain('The Nestway team\nhello@nestway.co.uk');
  });

  it("invites a co-tenant in the leader's language, or in the invitee's own when they have an account", async () => {
    const leader = await signedInClient(t, { fullName: 'Lola Leader' });
    await insertPreferences(t, leader.user.id, preferencesForGroup(3));
    await setLocale(leader.user.id, 'zh');
    const newcomer = uniqueEmail('newcomer');
    const member = await insertClient(t);
    await setLocale(member.id, 'ar');
    expect((await leader.http.post('/api/groups/invite', { emails: [newcomer, member.email] })).statusCode).toBe(200);

    const toNewcomer = await t.mail.waitFor(newcomer);
    expect(toNewcomer.subject).toBe('Lola Leader邀请您在Nestway上一起合租');
    expect(toNewcomer.text).toMatch(/^您好：/);
    expect(toNewcomer.html).toContain('<html lang="zh-Hans">');
    const toMember = await t.mail.waitFor(member.email, (m) => m.subject.includes('Lola Leader'));
    expect(toMember.subject).toBe('دعاك Lola Leader إلى الاستئجار معًا عبر Nestway');
    expect(toMember.html).toContain('dir="rtl"');
    expect(toMember.text).toContain('لمجموعة من 3 مستأجرين');
  });

  it("states a call's time on UK time in the client's language, and in English exactly as before", () => {
    const at = new Date('2026-03-02T10:00:00Z');
    const invitation = { method: 'REQUEST' as const, filename: 'consultation.ics', content: '' };
    const mail = (locale: Locale) =>
      consultationConfirmedMail({ email: 'c@example.com', fullName: 'C', locale }, at, null, invitation, 'u');
    expect(mail('en').text).toContain('is confirmed for Monday, 2 March 2026 at 10:00 UK time (GMT).');
    const arabic = mail('ar');
    expect(arabic.subject).toBe('تم تأكيد مكالمة الاستشارة');
    expect(arabic.text).toContain(
      `في ${new Intl.DateTimeFormat('ar', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      }).format(at)} بتوقيت المملكة المتحدة (GMT).`,
    );
    expect(mail('zh').text).toContain('英国时间2026年3月2日星期一 10:00（GMT）');
    const calendar = (locale: Locale) =>
      consultationInvitation({
        uid: 'u',
        sequence: 0,
        start: at,
        attendee: { email: 'c@example.com', fullName: 'C', locale },
        notes: null,
        cancelled: false,
        stamp: at,
      }).content;
    expect(calendar('ar')).toContain('SUMMARY:مكالمة الاستشارة مع Nestway');
    expect(calendar('en')).toContain('SUMMARY:Nestway consultation call');
  });
});
