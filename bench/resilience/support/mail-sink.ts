import { startSmtpSink, type SmtpSink } from '../../../test-support/smtp-sink';
import type { Cleanup } from './cleanup';

/** The SMTP sink on 127.0.0.1 (a free port, or `port`), closed by the Cleanup. */
export async function startSink(cleanup: Cleanup, port = 0): Promise<SmtpSink> {
  const sink = await startSmtpSink(undefined, { port });
  cleanup.add(`SMTP sink ${sink.url}`, sink.close);
  return sink;
}

/** Resolves once the sink has received nothing new for `quietMs` (at most `maxMs`): the app's mail has gone out. */
export async function waitForQuiet(sink: SmtpSink, quietMs: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let seen = sink.messages.length;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (sink.messages.length !== seen) {
      seen = sink.messages.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
  }
}
