import { defineConfig } from 'vitest/config';
import { SQLITE_ONLY } from './test/support/engines.ts';

/**
 * The same bff suite on PostgreSQL: the global setup starts a throwaway cluster and every test server gets its own
 * database. Files that test SQLite itself (its file, its pragmas, its backup) are named *.sqlite.test.ts and stay in
 * the SQLite project only.
 */
export default defineConfig({
  test: {
    name: 'bff-postgres',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    exclude: SQLITE_ONLY,
    globalSetup: ['test/support/postgres-global-setup.ts'],
    // Per project, not through the global setup's process.env: the SQLite projects run in the same vitest process.
    env: { CAMPERDEEL_TEST_ENGINE: 'postgres' },
    // A worker imports the server once and runs file after file; every file still starts its own server
    // (docs/decisions/0089-test-time-budget.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
