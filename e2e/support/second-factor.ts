import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stepAt, totpCode, usableStep } from '../../test-support/fixtures/second-factor';
import { repoRoot } from './app-process';
import { setting } from './settings';

const stateDir = path.join(repoRoot, 'e2e/artifacts');
const lockDir = path.join(stateDir, 'admin-code.lock');
const lastStepFile = path.join(stateDir, 'admin-code-step');

/**
 * The e2e admin signs in once, in global setup, setting up a second factor as a real deployment requires:
 * that session is the admin session the journeys share. Answers its cookie, the secret and the step used.
 */
export async function signInAdminOnce(baseUrl: string, admin: { email: string; password: string }) {
  const headers = { origin: new URL(baseUrl).origin, 'content-type': 'application/json' };
  const login = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...admin, isAdmin: true }),
  });
  if (!login.ok) throw new Error(`The e2e admin could not sign in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const post = async (url: string, body: object) => {
    const response = await fetch(new URL(url, baseUrl), { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const secret = String((await post('/api/auth/mfa/setup', {})).secret);
  const step = stepAt(Date.now());
  await post('/api/auth/mfa/confirm', { code: totpCode(secret, step) });
  await mkdir(stateDir, { recursive: true });
  await writeFile(lastStepFile, String(step));
  const [name, value] = cookie.split('=') as [string, string];
  return { sessionCookie: { name, value }, secret };
}

/**
 * A code the server has not seen yet, for a journey that signs the admin in through the code screen.
 * Each code works once, and the workers run in parallel: the last step used is kept in a file, under
 * a lock (mkdir is atomic), and a caller waits for the next step when the server's window is used up.
 */
export async function nextAdminCode(): Promise<string> {
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      await sleep(100);
    }
  }
  try {
    const lastStep = Number(await readFile(lastStepFile, 'utf8').catch(() => 'NaN'));
    let step = usableStep(Date.now(), Number.isNaN(lastStep) ? null : lastStep);
    while (step === undefined) {
      await sleep(1000);
      step = usableStep(Date.now(), lastStep);
    }
    await writeFile(lastStepFile, String(step));
    return totpCode(setting('adminMfaSecret'), step);
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
