import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@nestway/core/uploads';

/** Just under the 10 MB a file may weigh, leaving room for nothing to be refused at the limit. */
export const NEAR_LIMIT_FILE_BYTES = MAX_UPLOAD_BYTES - 64 * 1024;

const TIMEOUT_MS = 10_000;

/** A PNG signature and header followed by filler: file-type reads it as image/png. */
export function pngOfSize(bytes: number): Blob {
  const head = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const body = Buffer.alloc(bytes - head.length, 7);
  return new Blob([head, body], { type: 'image/png' });
}

/** The session cookie (name=value) of a login answer, or undefined. */
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('nestway_session='));

/**
 * Signs the admin in and returns the session cookie (name=value), checked against GET /api/auth/user.
 * `origin` is the app's APP_URL when the server is reached at another address.
 */
export async function signInAdmin(appUrl: string, admin: { email: string; password: string }, origin = appUrl): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...admin, isAdmin: true }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const cookie = sessionCookie(response);
  if (!response.ok || !cookie) throw new Error(`Signing in failed: ${response.status} ${await response.text()}`);
  const check = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (check.status !== 200) throw new Error(`GET /api/auth/user with the session answered ${check.status}`);
  return cookie;
}

export interface Client {
  id: string;
  email: string;
  /** The session cookie, name=value. */
  cookie: string;
}

/**
 * The code of the verification e-mail sent to `email`, read from the development outbox. The e-mail is
 * a background job: it is waited for, up to 10 s.
 */
async function verificationCode(outbox: string, email: string): Promise<string> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    for (const name of await readdir(outbox).catch(() => [])) {
      const mail = await readFile(path.join(outbox, name), 'utf8');
      const code = /Subject: (\d{6}) is your/.exec(mail)?.[1];
      if (code && mail.includes(email)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification e-mail to ${email} in ${outbox}`);
}

/**
 * A new client, registered, e-mail verified (the code read from DATA_DIR/outbox: the app must run
 * without SMTP_URL) and the terms signed: ready to pay. Returns its id and session cookie.
 */
export async function registerClient(app: { url: string }, dataDir: string, fullName: string): Promise<Client> {
  const json = { origin: app.url, 'content-type': 'application/json' };
  const email = `${fullName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@nestway.test`;
  const registered = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ fullName, email, password: 'bench-password', confirmPassword: 'bench-password' }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { user } = (await registered.json()) as { user: { id: string } };
  const verified = await fetch(`${app.url}/api/auth/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userId: user.id, otpCode: await verificationCode(path.join(dataDir, 'outbox'), email) }),
  });
  const cookie = sessionCookie(verified);
  if (!verified.ok || !cookie) throw new Error(`verify-otp: ${verified.status} ${await verified.text()}`);
  const signed = await fetch(`${app.url}/api/terms-and-conditions`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ fullName, signature: fullName, hasAgreed: true }),
  });
  if (!signed.ok) throw new Error(`terms: ${signed.status} ${await signed.text()}`);
  return { id: user.id, email, cookie };
}
