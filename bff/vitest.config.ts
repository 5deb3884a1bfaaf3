import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    // Tests of what only PostgreSQL offers (several instances on one database) run in vitest.postgres.config.ts.
    exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
    // Each test file starts real servers on real SQLite files; argon2 is CPU-heavy on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
