import { killAllServers } from './app-process';
import { startEnvironment } from './environment';
import { settingNames, type Setting } from './settings';

export default async function globalSetup(): Promise<void> {
  // Should the runner exit without running global teardown, the app does not outlive it.
  process.once('exit', killAllServers);
  const environment = await startEnvironment();
  for (const [name, value] of Object.entries(environment.settings)) process.env[settingNames[name as Setting]] = value;
  globalThis.nestwayE2eEnvironment = environment;
}
