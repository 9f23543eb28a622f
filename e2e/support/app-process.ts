import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of a server's output is kept to explain a failed start. */
const OUTPUT_TAIL_CHARS = 20_000;

/** Every server child still running, so an exit handler can kill them all. */
const liveChildren = new Set<ChildProcess>();

/** SIGKILLs every server child still running: for `process.on('exit')`, which cannot wait. */
export function killAllServers(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
}

export interface ServerSpec {
  command: string;
  args: string[];
  /** Added to PATH, HOME, TMPDIR and LANG; nothing else of this process's environment is passed on. */
  env: Record<string, string>;
  /** Polled until it answers `readyStatus`. */
  readyUrl: string;
  /** 200 unless told: a server with no open route can be ready when it refuses (401). */
  readyStatus?: number;
  /** Where the server's output is appended, besides the tail kept in memory. */
  logFile?: string;
  /** The working directory of the server: this checkout unless told (a bench may measure another one). */
  cwd?: string;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  pid: number;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** Settles when the process has exited, however it ended. */
  exited: Promise<ServerExit>;
}

/** Starts a server as a child process and resolves once `readyUrl` answers `readyStatus` (within 60 s). */
export async function startServer(spec: ServerSpec): Promise<ServerProcess> {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])),
  );
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd ?? repoRoot,
    env: { ...inherited, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);

  let output = '';
  const log = spec.logFile ? createWriteStream(spec.logFile, { flags: 'a' }) : undefined;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    log?.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  void exited.then(() => {
    liveChildren.delete(child);
    log?.end();
  });

  const server: ServerProcess = { pid: child.pid!, stop: () => stopChild(child, exited), exited };
  try {
    await waitForReady(spec.readyUrl, spec.readyStatus ?? 200, exited);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return server;
}

export interface AppOptions {
  port: number;
  /** The app's own settings (DATA_DIR, DATABASE_URL, SMTP_URL, ADMIN_*). */
  env: Record<string, string>;
  logFile?: string;
  /**
   * 'build' (the default): the compiled server, as production runs it. 'source': apps/api/src/main.ts
   * through tsx, for the API's own tests, which run before anything is built.
   */
  from?: 'build' | 'source';
  /** The checkout whose apps/api/src/main.ts is started: this one unless told. */
  cwd?: string;
}

export interface RunningApp extends ServerProcess {
  /** The public origin, as APP_URL: http://localhost:PORT. */
  url: string;
}

/**
 * Starts the API as `npm run serve` does (the compiled apps/api/dist/main.js, NODE_ENV=production;
 * `npm run build` makes it) on 127.0.0.1 with LOG_LEVEL=warn; ready once GET /readyz answers 200.
 * The server is this process's own child: signals reach it directly, and nothing is left behind if
 * a parent is killed.
 */
export async function startApp(options: AppOptions): Promise<RunningApp> {
  const url = `http://localhost:${options.port}`;
  const server = await startServer({
    command: process.execPath,
    args: options.from === 'source' ? ['--import', 'tsx', 'apps/api/src/main.ts'] : ['--enable-source-maps', 'apps/api/dist/main.js'],
    env: { NODE_ENV: 'production', PORT: String(options.port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'warn', ...options.env },
    readyUrl: `http://127.0.0.1:${options.port}/readyz`,
    ...(options.logFile ? { logFile: options.logFile } : {}),
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  return { ...server, url };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function waitForReady(readyUrl: string, readyStatus: number, exited: Promise<ServerExit>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then(({ code }) => (exitCode = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited with code ${exitCode} before it was ready.`);
    const status = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === readyStatus) return;
    await delay(200);
  }
  throw new Error(`The server did not answer ${readyStatus} on ${readyUrl} within ${READY_TIMEOUT_MS / 1000} s.`);
}

async function stopChild(child: ChildProcess, exited: Promise<ServerExit>): Promise<void> {
  if (!isRunning(child)) return;
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), delay(STOP_TIMEOUT_MS, { unref: true }).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** A pause; an unref'd one does not keep the process alive on its own. */
function delay(ms: number, { unref = false } = {}): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
  });
}
