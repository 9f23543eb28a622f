// `npm test`: type-check, lint, the unit and API tests on the embedded database (PGlite), the API tests
// again on PostgreSQL when one is there, then the browser journeys once (on PostgreSQL when one is there,
// else on PGlite). PostgreSQL is TEST_DATABASE_URL, or the local server when one answers on 127.0.0.1:5432.
// Stops at the first phase that fails; prints each phase's duration.
import { spawn } from 'node:child_process';
import net from 'node:net';

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432, url: 'postgres://postgres@127.0.0.1:5432/test' };

/** Whether something accepts a TCP connection at host:port within 2 s. */
function answers({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL || ((await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES.url : undefined);
const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;
const onPostgres = { ...withoutPostgres, TEST_DATABASE_URL: postgresUrl };

/** Each phase: a name, a command and the environment it runs in. The PostgreSQL run leaves out what uses no database. */
const phases = [
  // The catalogues as they are now, should one have been edited since `npm ci` compiled them.
  ['messages', 'npm run i18n', withoutPostgres],
  ['type-check', 'npm run typecheck', withoutPostgres],
  ['lint', 'npm run lint', withoutPostgres],
  ['unit and API tests (PGlite)', 'npm run test:unit', withoutPostgres],
  ...(postgresUrl ? [['API tests (PostgreSQL)', 'npm run test:unit -- --project api --project api-postgres', onPostgres]] : []),
  [`browser journeys (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, 'npm run test:e2e', postgresUrl ? onPostgres : withoutPostgres],
];

if (!postgresUrl) console.log('TEST_DATABASE_URL is unset and nothing answers on 127.0.0.1:5432: the tests run on PGlite only.');

let running;
// A stop (Ctrl-C, or CI's time limit) ends the phase under way, its processes and all.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) process.kill(-running.pid, signal);
    process.exit(1);
  });
}

/** Runs a command in a process group of its own, and resolves to its exit status. */
const run = (command, env) =>
  new Promise((resolve) => {
    running = spawn(command, { shell: true, stdio: 'inherit', env, detached: true });
    running.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const durations = [];
const started = Date.now();
let status = 0;
for (const [name, command, env] of phases) {
  console.log(`\n== ${name} ==`);
  const start = Date.now();
  status = await run(command, env);
  durations.push(
    `${name.padEnd(40)} ${String(Math.round((Date.now() - start) / 1000)).padStart(5)}s${status === 0 ? '' : `  (failed, exit ${status})`}`,
  );
  if (status !== 0) break;
}
console.log('\n== npm test: durations ==');
for (const line of durations) console.log(line);
console.log(`${'npm test'.padEnd(40)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)}s`);
process.exitCode = status;
