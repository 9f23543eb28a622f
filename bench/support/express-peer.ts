import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, startServer, type ServerProcess } from '../../e2e/support/app-process';

/**
 * The peer the API's speed is held to: Express 5, express-session and connect-pg-simple, kept by the
 * team beside the checkouts (not in the project, so it is never copied and drifts from nothing).
 */
const PEER_FILE = path.resolve(repoRoot, '../shared/bench/express-peer.mjs');
/** Its packages, as its header installs them: never the project's own dependencies. */
const PEER_PACKAGES = ['express@5', 'express-session', 'connect-pg-simple', 'pg'];
/** Installed once and kept for later runs: the packages do not change between runs of the bench. */
const CACHE_DIR = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'nestway', 'express-peer');
const INSTALLED_MARKER = path.join(CACHE_DIR, 'installed.json');

export interface RunningPeer extends ServerProcess {
  url: string;
  /** The session cookie of the peer's one user, name=value. */
  cookie: string;
}

/** Why the peer cannot run here, or undefined when it can. */
export const peerMissing = (): string | undefined => (existsSync(PEER_FILE) ? undefined : `${PEER_FILE} is missing`);

/** Installs the peer's packages into the cache folder unless a previous run did; returns their node_modules. */
export async function installPeerPackages(): Promise<string> {
  const installed = await readFile(INSTALLED_MARKER, 'utf8').catch(() => '');
  if (installed !== JSON.stringify(PEER_PACKAGES)) {
    console.log(`installing the peer's packages (${PEER_PACKAGES.join(' ')}) into ${CACHE_DIR}`);
    await mkdir(CACHE_DIR, { recursive: true });
    await promisify(execFile)('npm', ['install', '--prefix', CACHE_DIR, '--no-save', '--no-audit', '--no-fund', ...PEER_PACKAGES], {
      // Run from the cache folder so that npm does not take this checkout's workspaces for its project.
      cwd: CACHE_DIR,
    });
    await writeFile(INSTALLED_MARKER, JSON.stringify(PEER_PACKAGES));
  }
  return path.join(CACHE_DIR, 'node_modules');
}

/** Starts the peer on `port` against `databaseUrl` (it creates its tables) and signs its user in. */
export async function startPeer(options: { port: number; databaseUrl: string; nodePath: string }): Promise<RunningPeer> {
  const url = `http://127.0.0.1:${options.port}`;
  const server = await startServer({
    command: process.execPath,
    args: [PEER_FILE],
    env: { NODE_PATH: options.nodePath, PORT: String(options.port), DATABASE_URL: options.databaseUrl },
    // The peer has no health route: its user route refusing a caller without a session means it is up.
    readyUrl: `${url}/api/auth/user`,
    readyStatus: 401,
  });
  try {
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST' });
    // express-session holds back the answer's last byte until the session is stored: read it all first.
    const answer = await login.text();
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith('connect.sid='));
    if (!login.ok || !cookie) throw new Error(`Signing in to the peer failed: ${login.status} ${answer}`);
    const check = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`The peer's GET /api/auth/user with its session answered ${check.status}`);
    return { ...server, url, cookie };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
