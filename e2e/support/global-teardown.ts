export default async function globalTeardown(): Promise<void> {
  const environment = globalThis.nestwayE2eEnvironment;
  globalThis.nestwayE2eEnvironment = undefined;
  await environment?.stop();
}
