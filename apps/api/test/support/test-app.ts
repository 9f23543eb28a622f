import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { ReceivedMail } from '../../../../test-support/mail-message';
import { startSmtpSink, type SmtpSink } from '../../../../test-support/smtp-sink';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';
import { TestClock } from './test-clock';

export const TEST_APP_URL = 'http://localhost:5000';

/** The SMTP sink, read after the app's queued jobs have run (the test app runs them only when asked). */
interface TestMail {
  url: string;
  /** Runs the jobs due (delivering every e-mail queued so far), then waits for the first message to `to` matching `predicate`. */
  waitFor: SmtpSink['waitFor'];
  /** Runs the jobs due, then gives every message received so far. */
  delivered(): Promise<ReceivedMail[]>;
}

export interface TestApp {
  app: FastifyInstance;
  mail: TestMail;
  clock: TestClock;
  dataDir: string;
  databaseKind: 'postgres' | 'pglite';
  /** Runs every job due now (e-mails, sweeps) and the jobs they queue; returns how many ran. */
  runJobs(): Promise<number>;
  /** Stops the app and starts it again on the same database, files and clock, as a redeploy would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app (buildApp) on a fresh database, sending mail to a local SMTP sink, with a clock
 * the test controls. Its job worker does not poll: background work (e-mail, sweeps) runs when the
 * test asks, through `mail` or `runJobs()`, so a test decides when it happens. `env` overrides
 * configuration variables; `options` adds build options (such as where the Stripe SDK sends its
 * requests, where log lines go, or shorter timeouts); `webFiles` adds files to the built front end it serves.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    webFiles = {},
    ...options
  }: Pick<BuildOptions, 'stripeApi' | 'logStream' | 'timeouts' | 'smtpTimeouts' | 'jobs'> & {
    webFiles?: Record<string, string | Buffer>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const mail = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nestway-test-'));
  const webRoot = path.join(dataDir, 'web');
  await mkdir(webRoot);
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Nestway test shell</title><div id="root"></div>');
  for (const [file, content] of Object.entries(webFiles)) {
    await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
    await writeFile(path.join(webRoot, file), content);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    // The card tests use the test-mode checkout on either database (PostgreSQL alone would mean no cards).
    CARD_PAYMENTS: 'test',
    ...database.env,
    ...env,
  });
  if (config.database.kind === 'pglite') {
    // A copy of the migrated template (pglite-template.ts): a fresh database without a fresh initdb.
    const databaseDir = path.join(dataDir, 'pglite');
    await cp(inject('pgliteTemplate'), databaseDir, { recursive: true });
    config.database = { kind: 'pglite', dataDir: databaseDir };
  }
  const clock = new TestClock();
  const start = () => buildApp(config, { clock, webRoot, jobs: 'manual', ...options });
  const runJobs = () => testApp.app.jobWorker.runDue();
  const testApp: TestApp = {
    app: await start(),
    mail: {
      url: mail.url,
      waitFor: async (...args) => {
        await runJobs();
        return mail.waitFor(...args);
      },
      delivered: async () => {
        await runJobs();
        return mail.messages;
      },
    },
    runJobs,
    clock,
    dataDir,
    databaseKind: database.kind,
    async restart() {
      await testApp.app.close();
      testApp.app = await start();
    },
    async close() {
      await testApp.app.close();
      await mail.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
