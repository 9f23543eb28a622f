import { killAllServers } from '../../e2e/support/app-process';

/** Runs a bench that starts app servers: they are stopped on Ctrl-C and when the bench itself breaks. */
export function runBench(main: () => Promise<void>): void {
  process.on('SIGINT', () => {
    killAllServers();
    process.exit(130);
  });
  main().catch((error: unknown) => {
    console.error(error);
    killAllServers();
    process.exit(1);
  });
}
