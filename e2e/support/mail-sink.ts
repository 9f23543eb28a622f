import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../../test-support/smtp-sink';

export interface MailSink {
  url: string;
  close(): Promise<void>;
}

/**
 * The shared SMTP sink (127.0.0.1, random port, no TLS, no authentication), writing every message
 * it receives to `dir` as one JSON file (a ReceivedMail), so test workers in other processes can read
 * it. Written before the message is acknowledged, under a temporary name and then renamed, so a
 * reader never sees half a file; file names sort in arrival order.
 */
export async function startMailSink(dir: string): Promise<MailSink> {
  let received = 0;
  const sink = await startSmtpSink((mail) => {
    const file = path.join(dir, `${Date.now()}-${String(++received).padStart(6, '0')}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    renameSync(`${file}.tmp`, file);
  });
  return { url: sink.url, close: sink.close };
}
