import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findCode, findLink, type ReceivedMail } from '../../test-support/mail-message';
import { setting } from './settings';

export type { ReceivedMail };

export interface MailQuery {
  subjectIncludes?: string;
  timeoutMs?: number;
}

const POLL_INTERVAL_MS = 100;

/** The messages this worker has read so far, by file name: the sink never changes a file once written. */
const parsedMails = new Map<string, ReceivedMail>();

/** Every message the SMTP sink has written to the mail folder, oldest first; each file is read once. */
async function receivedMails(): Promise<ReceivedMail[]> {
  const dir = setting('mailDir');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const unread = files.filter((name) => !parsedMails.has(name));
  await Promise.all(
    unread.map(async (name) => parsedMails.set(name, JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ReceivedMail)),
  );
  return files.map((name) => parsedMails.get(name)!);
}

/** The newest message to `to` with `subjectIncludes` in its subject, waiting up to 10 s for it. */
export async function readMail(to: string, { subjectIncludes = '', timeoutMs = 10_000 }: MailQuery = {}): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const forAddress = (await receivedMails()).filter((mail) => mail.to.includes(address));
    const match = forAddress.filter((mail) => mail.subject.includes(subjectIncludes)).at(-1);
    if (match) return match;
    if (Date.now() >= deadline) {
      const seen = forAddress.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
      throw new Error(`No e-mail to ${to} with "${subjectIncludes}" in the subject within ${timeoutMs} ms (subjects seen: ${seen}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The 6-digit verification code of a message. */
export function extractCode(mail: ReceivedMail): string {
  const code = findCode(mail);
  if (!code) throw new Error(`No 6-digit code in the e-mail "${mail.subject}".`);
  return code;
}

/** The first link in the message whose path starts with `pathPrefix` (e.g. '/reset-password'). */
export function extractLink(mail: ReceivedMail, pathPrefix: string): URL {
  const link = findLink(mail, pathPrefix);
  if (!link) throw new Error(`No link to ${pathPrefix} in the e-mail "${mail.subject}".`);
  return new URL(link);
}
