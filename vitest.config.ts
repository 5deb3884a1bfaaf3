import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests brings its own vitest.config.ts; the root runs them all.
// *.postgres.config.ts runs a workspace's suite again on a throwaway PostgreSQL cluster (docs/decisions/postgresql.md).
export default defineConfig({
  test: {
    // Vitest's default leaves one of two cores idle; the suites are written for a busy machine (own server, data
    // folder and PostgreSQL database per file), and both cores bring `npm test` under 30 minutes.
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts', '*/vitest.postgres.config.ts', '!e2e/**'],
  },
});
