import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/**
 * End-to-end tests: global setup starts an SMTP sink and the built app (see e2e/support/environment.ts)
 * and hands its address to the workers in NESTWAY_E2E_BASE_URL. Chromium is the system one; no
 * browser is downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/test-results',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.NESTWAY_E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
