import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    // Tests of what only PostgreSQL offers (several instances on one database) run in vitest.postgres.config.ts.
    exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
    // Each test file starts real servers on real SQLite files; argon2 is CPU-heavy on 2 cores.
    // A worker imports the server once and runs file after file; every file still starts its own server
    // (docs/decisions/0089-test-time-budget.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
