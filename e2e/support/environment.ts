import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startApp } from './app-process';
import { freePort } from '../../test-support/free-port';
import { startMailSink } from './mail-sink';
import { createScratchDatabase } from './scratch-database';
import { signInAdminOnce } from './second-factor';
import type { Setting } from './settings';

export interface E2eEnvironment {
  settings: Record<Setting, string>;
  stop(): Promise<void>;
}

declare global {
  // Handed from global setup to global teardown, which run in the same runner process.
  var nestwayE2eEnvironment: E2eEnvironment | undefined;
}

const artifactsDir = path.join(repoRoot, 'e2e/artifacts');

/**
 * The SMTP sink, a scratch database when TEST_DATABASE_URL is set (else PGlite in a temp folder),
 * and the app served as `npm start` serves it. stop() undoes each step that was done, newest first.
 */
export async function startEnvironment(): Promise<E2eEnvironment> {
  const undo: Array<() => Promise<void>> = [];
  const stop = async () => {
    const failures: unknown[] = [];
    for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'Stopping the e2e environment failed');
  };

  try {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-e2e-'));
    undo.push(() => rm(workDir, { recursive: true, force: true }));
    const mailDir = path.join(workDir, 'mail');
    await mkdir(mailDir);
    const sink = await startMailSink(mailDir);
    undo.push(sink.close);

    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = serverUrl ? await createScratchDatabase(serverUrl, 'nestway_e2e') : undefined;
    if (database) undo.push(database.drop);

    const admin = { email: 'e2e-admin@nestway.test', password: randomBytes(12).toString('base64url') };
    await mkdir(artifactsDir, { recursive: true });
    const logFile = path.join(artifactsDir, 'server.log');
    await writeFile(logFile, '');
    const app = await startApp({
      port: await freePort(),
      env: {
        DATA_DIR: path.join(workDir, 'data'),
        SMTP_URL: sink.url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // As behind a load balancer: each test's browser names its own address (support/test.ts).
        TRUST_PROXY: 'true',
        // The journeys pay by card in test mode, on PostgreSQL as on the embedded database.
        CARD_PAYMENTS: 'test',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      logFile,
    });
    undo.push(app.stop);
    console.log(
      `e2e: app at ${app.url} on ${database ? `PostgreSQL (${database.name})` : 'PGlite'}, SMTP sink at ${sink.url}, server log in ${path.relative(repoRoot, logFile)}`,
    );

    const adminSignIn = await signInAdminOnce(app.url, admin);
    return {
      settings: {
        baseUrl: app.url,
        mailDir,
        adminEmail: admin.email,
        adminPassword: admin.password,
        adminMfaSecret: adminSignIn.secret,
        adminSessionCookie: JSON.stringify(adminSignIn.sessionCookie),
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
