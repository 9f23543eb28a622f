import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation sent as the message's text/calendar alternative (and shown as an attachment). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * How long a send may wait on the mail server: to connect, for its greeting, and for any answer
 * after that. A stalled server fails the send (the job retries it) instead of holding it for minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox and one
 * log line. Only the send_email job calls it (mail/outbox.ts): requests queue e-mail, never send it.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.mail.smtpUrl, ...timeouts });
    return {
      send: async (message) => void (await transport.sendMail({ from, ...message })),
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to outbox');
    },
    close: () => transport.close(),
  };
}
