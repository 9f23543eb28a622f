import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mail-message';

/** A local SMTP server that keeps what it receives: the tests read the app's e-mail at the protocol. */
export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1, on a free port unless `port` names one (a fault bench brings a sink back where a dead one was). */
export async function startSmtpSink(onMessage?: (mail: ReceivedMail) => void, { port: wantedPort = 0 } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        messages.push(mail);
        onMessage?.(mail);
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client that drops its connection mid-message (an app killed while sending) is not the sink's
  // failure: without a listener, the server's 'error' event would end the process that runs the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  const find = (to: string, predicate: (mail: ReceivedMail) => boolean) =>
    messages.find((m) => m.to.includes(to.toLowerCase()) && predicate(m));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, predicate = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, predicate);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `No e-mail to ${to} within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
