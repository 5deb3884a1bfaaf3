import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // PostgreSQL-only tests run in vitest.postgres.config.ts.
    exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
    // The tests start real servers and run the real binary as child processes on 2 shared cores.
    // A worker imports the server once and runs file after file; every file still starts its own server
    // (docs/decisions/0089-test-time-budget.md).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
