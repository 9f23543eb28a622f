import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { localeBuildConfig } from './apps/web/scripts/locale-build';

/** The web's unit tests read the English build's messages, as the spec writes them. */
const englishBuild = localeBuildConfig('en');

/**
 * Tests that only mean something on a real PostgreSQL server (a killed connection, an advisory lock):
 * a project of their own that exists whenever TEST_DATABASE_URL is set, so the PostgreSQL run of the
 * suite always runs them and the PGlite run has nothing to skip.
 */
const postgresOnlyTests = 'apps/api/test/postgres/**/*.test.ts';

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on these 2-core machines runs the test files one
    // at a time; both cores roughly halve the API suite's time (each file has its own database).
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, postgresOnlyTests],
          environment: 'node',
          globalSetup: ['apps/api/test/support/pglite-template.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: [postgresOnlyTests],
                environment: 'node',
                globalSetup: ['apps/api/test/support/pglite-template.ts'],
                // These start the server as a process, kill its connections and wait for it to recover.
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web-build',
          include: ['apps/web/scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        define: englishBuild.define,
        resolve: { alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'apps/web/src') }, ...englishBuild.alias] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/jsdom-setup.ts'],
        },
      },
    ],
  },
});
