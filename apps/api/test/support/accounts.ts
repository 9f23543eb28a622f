import { randomBytes } from 'node:crypto';
import { registerRequestSchema } from '@nestway/core/auth';
import { findCode } from '../../../../test-support/mail-message';
import { emails, jobs, users } from '../../db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import { newOtpCode } from '../../src/lib/tokens';
import { verificationMail } from '../../src/mail/auth-mails';
import { createSession, SESSION_COOKIE } from '../../src/modules/auth/sessions';
import { HTTP_SESSION_USER_AGENT, httpSession, type HttpSession } from './http-session';
import type { TestApp } from './test-app';

export const uniqueEmail = (label = 'client') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export interface RegisteredUser {
  id: string;
  email: string;
  fullName: string;
  password: string;
}

type NewUser = Partial<Omit<RegisteredUser, 'id'>>;

const newUser = (overrides: NewUser) => ({ fullName: 'Ada Tenant', email: uniqueEmail(), password: 'correct horse', ...overrides });

/** Registers through the API and returns the user (unverified) and the e-mailed code: for the tests about signing up. */
export async function registerUser(t: TestApp, overrides: NewUser = {}) {
  const input = newUser(overrides);
  const response = await httpSession(t.app).post('/api/auth/register', { ...input, confirmPassword: input.password });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  const mail = await t.mail.waitFor(input.email);
  return { user: { ...input, id: user.id } as RegisteredUser, code: findCode(mail)!, mail };
}

/** Registers, then enters the e-mailed code: the whole sign-up path, for the tests it is the subject of. */
export async function signedUpByEmail(t: TestApp, overrides: NewUser = {}): Promise<{ user: RegisteredUser; http: HttpSession }> {
  const { user, code } = await registerUser(t, overrides);
  const http = httpSession(t.app);
  const response = await http.post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { user, http };
}

/** Argon2 takes a while by design; one hash per password serves every account a test worker inserts. */
const passwordHashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  return passwordHashes.get(password)!;
};

/**
 * A verified client written straight into the database, as registration and the e-mailed code leave
 * it: the account, verified now, and its verification e-mail, delivered (compared row by row with
 * that path in inserted-client.test.ts). For every test that is not about signing up.
 */
export async function insertClient(t: TestApp, overrides: NewUser = {}): Promise<RegisteredUser> {
  const input = newUser(overrides);
  // Stored as the register endpoint stores it: its body schema trims the name and lower-cases the address.
  const { email: address, fullName, password } = registerRequestSchema.parse(input);
  const { db } = t.app.ctx;
  const now = t.clock.now();
  const [user] = await db
    .insert(users)
    .values({
      email: address,
      fullName,
      passwordHash: await hashOf(password),
      emailVerifiedAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const { subject } = verificationMail({ email: address, fullName, locale: 'en' }, newOtpCode(), '');
  const [email] = await db
    .insert(emails)
    .values({
      userId: user!.id,
      kind: 'verification',
      toAddress: address,
      subject,
      status: 'delivered',
      attempts: 1,
      createdAt: now,
      deliveredAt: now,
    })
    .returning({ id: emails.id });
  await db.insert(jobs).values({
    kind: 'send_email',
    payload: { emailId: email!.id },
    status: 'done',
    attempts: 1,
    runAt: now,
    createdAt: now,
    finishedAt: now,
  });
  return { ...input, id: user!.id };
}

/** Signs the user in on `http` as a sign-in does: a new session in the app's session store, and its cookie. */
async function signIn(t: TestApp, http: HttpSession, userId: string): Promise<void> {
  const token = await createSession(t.app.ctx.db, t.clock.now(), userId, { ip: http.address, userAgent: HTTP_SESSION_USER_AGENT });
  http.setSessionCookie(`${SESSION_COOKIE}=${token}`);
}

/** A verified client (insertClient) with a signed-in HTTP session. */
export async function signedInClient(t: TestApp, overrides: NewUser = {}): Promise<{ user: RegisteredUser; http: HttpSession }> {
  const user = await insertClient(t, overrides);
  const http = httpSession(t.app);
  await signIn(t, http, user.id);
  return { user, http };
}
