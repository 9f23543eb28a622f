import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp, type ServerExit } from '../../../e2e/support/app-process';
import { freePort } from '../../../test-support/free-port';
import { createScratchDatabase, type ScratchDatabase } from '../../../e2e/support/scratch-database';
import type { Cleanup } from './cleanup';

/** The PostgreSQL server the benches create their databases on (a local one, trust auth). */
export const POSTGRES_SERVER_URL = process.env.RESILIENCE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TargetOptions {
  /** The checkout whose API is started. */
  checkout: string;
  /** A short name for the temp folder and the database: 'fuzz', 'db_restart'... */
  label: string;
  cleanup: Cleanup;
  /** Settings of the first start (SMTP_URL above all); restart() may change them. */
  env?: Record<string, string>;
}

/**
 * The API under measurement: started from another checkout as a child process (tsx, NODE_ENV=production)
 * on 127.0.0.1, with its own fresh PostgreSQL database, DATA_DIR and port, which stay the same across
 * restarts. Its output goes to server.log in its temp folder. Everything is undone by the Cleanup.
 */
export class TargetApp {
  /** Where requests go: 127.0.0.1 only. */
  readonly baseUrl: string;
  /** The app's APP_URL, sent as the Origin of every state-changing request. */
  readonly origin: string;
  readonly admin = { email: 'resilience-admin@nestway.test', password: randomBytes(12).toString('base64url') };
  private current: RunningApp | undefined;
  private env: Record<string, string>;

  private constructor(
    private readonly options: TargetOptions,
    readonly port: number,
    readonly workDir: string,
    readonly database: ScratchDatabase,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.origin = `http://localhost:${port}`;
    this.env = options.env ?? {};
  }

  static async start(options: TargetOptions): Promise<TargetApp> {
    const workDir = await mkdtemp(path.join(os.tmpdir(), `nestway-${options.label}-`));
    options.cleanup.add(`temp folder ${workDir}`, () => rm(workDir, { recursive: true, force: true }));
    const database = await createScratchDatabase(POSTGRES_SERVER_URL, `nestway_${options.label}`);
    options.cleanup.add(`database ${database.name}`, database.drop);
    const target = new TargetApp(options, await freePort(), workDir, database);
    options.cleanup.add('app server', () => target.stop());
    await target.restart();
    return target;
  }

  get dataDir(): string {
    return path.join(this.workDir, 'data');
  }

  get logFile(): string {
    return path.join(this.workDir, 'server.log');
  }

  get pid(): number {
    if (!this.current) throw new Error('The app is not running');
    return this.current.pid;
  }

  /** Settles when the running process exits, however it ends. */
  get exited(): Promise<ServerExit> {
    if (!this.current) throw new Error('The app is not running');
    return this.current.exited;
  }

  /** Stops the app if it runs, then starts it on the same port, database and DATA_DIR, with `env` changed. */
  async restart(env: Record<string, string> = {}): Promise<void> {
    await this.stop();
    this.env = { ...this.env, ...env };
    this.current = await startApp({
      port: this.port,
      cwd: this.options.checkout,
      // Any checkout, built or not: its source, through tsx.
      from: 'source',
      logFile: this.logFile,
      env: {
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.database.url,
        ADMIN_EMAIL: this.admin.email,
        ADMIN_PASSWORD: this.admin.password,
        // The benches' own set-up requests name a client address each, so per-address limits meant
        // for attackers do not stop them; the measured requests send none and count as 127.0.0.1.
        TRUST_PROXY: 'true',
        CARD_PAYMENTS: 'test',
        ...this.env,
      },
    });
  }

  async stop(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    await running?.stop();
  }

  /** Sends `signal` to the process (SIGKILL: no drain, no shutdown hook) and waits for its exit. */
  async kill(signal: NodeJS.Signals): Promise<ServerExit> {
    const running = this.current;
    if (!running) throw new Error('The app is not running');
    process.kill(running.pid, signal);
    const exit = await running.exited;
    this.current = undefined;
    return exit;
  }

  /** The lines of the server's output that match `pattern`, oldest first. */
  async logLines(pattern: RegExp): Promise<string[]> {
    const text = await readFile(this.logFile, 'utf8').catch(() => '');
    return text.split('\n').filter((line) => pattern.test(line));
  }
}
