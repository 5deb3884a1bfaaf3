import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests brings its own vitest.config.ts; the root runs them all.
// *.postgres.config.ts runs a workspace's suite again on a throwaway PostgreSQL cluster (docs/decisions/0047-postgresql.md).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts', '*/vitest.postgres.config.ts', '!e2e/**'],
  },
});
