// One runner for every test (architecture.md): unit tests beside the code, integration tests
// through buildApp() + inject() on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), and
// end-to-end tests driving the system Chromium.
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const only = process.env.RIAN_TEST_ONLY; // e.g. "unit,integration" to skip end-to-end locally

const projects = [
  {
    test: {
      name: 'unit',
      include: [
        'packages/*/src/**/*.test.ts',
        'apps/web/src/**/*.test.ts',
        'apps/web/scripts/**/*.test.ts',
        'apps/server/src/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'integration',
      include: ['apps/server/test/**/*.test.ts'],
      env: { RIAN_TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(withPostgres
    ? [
        {
          test: {
            name: 'integration-postgres',
            include: ['apps/server/test/**/*.test.ts'],
            env: { RIAN_TEST_DB: 'postgres' },
            setupFiles: ['apps/server/test/setup/one-query-at-a-time.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
].filter((p) => !only || only.split(',').includes(p.test.name));

export default defineConfig({ test: { projects } });
