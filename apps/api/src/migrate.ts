import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';

/**
 * `npm run db:migrate`: applies the committed migrations to the configured database, then exits, for
 * a deploy pipeline that migrates before it starts the new instances (which migrate on start too,
 * under the same advisory lock, and find nothing left to do). On the embedded PGlite, run it only
 * while the app is stopped: PGlite allows one process per data directory.
 */
async function main() {
  // As main.ts: a .env file in the working directory sets variables the environment has not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.close();
  console.log(`Database migrations are up to date (${config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}).`);
}

/** One line saying what failed: the innermost cause (Drizzle's wrapper holds the whole SQL), first line only. */
function describeFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  let reason = String(error);
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message.trim()) reason = message;
    else if (typeof code === 'string') reason = code;
  }
  return `Database migrations failed: ${reason.split('\n')[0]}`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
