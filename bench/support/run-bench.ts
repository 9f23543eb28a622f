import os from 'node:os';
import { killAllServers } from '../../e2e/support/app-process';

export interface BenchOptions {
  /**
   * Undoes what the bench made besides its servers (databases, temp folders) before the process exits
   * on Ctrl-C, SIGTERM or an uncaught exception; main's own `finally` covers a normal end and a failure.
   */
  cleanup?: () => Promise<void>;
}

/** Runs a bench that starts app servers: they are stopped on Ctrl-C and when the bench itself breaks. */
export function runBench(main: () => Promise<void>, { cleanup }: BenchOptions = {}): void {
  const stopAndExit = (code: number) => {
    killAllServers();
    const exit = () => process.exit(code);
    if (!cleanup) exit();
    else void cleanup().then(exit, exit);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => stopAndExit(128 + os.constants.signals[signal]));
  }
  // Thrown outside main's promise chain (an event with no listener): the bench cannot go on.
  process.once('uncaughtException', (error) => {
    console.error(error);
    stopAndExit(1);
  });
  main().catch((error: unknown) => {
    console.error(error);
    killAllServers();
    process.exit(1);
  });
}
