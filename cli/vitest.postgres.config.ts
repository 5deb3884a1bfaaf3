import { defineConfig } from 'vitest/config';

/**
 * The CLI suite again with every test server on PostgreSQL (a throwaway cluster, see bff/vitest.postgres.config.ts).
 * *.sqlite.test.ts works on the SQLite file itself and stays in vitest.config.ts only.
 */
export default defineConfig({
  test: {
    name: 'cli-postgres',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'],
    globalSetup: ['../bff/test/support/postgres-global-setup.ts'],
    // Per project, not through the global setup's process.env: the SQLite projects run in the same vitest process.
    env: { CAMPERDEEL_TEST_ENGINE: 'postgres' },
    // A worker imports the server once and runs file after file; every file still starts its own server
    // (docs/decisions/0089-test-time-budget.md).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
