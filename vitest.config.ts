import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests brings its own vitest.config.ts; the root runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts', '!e2e/**'],
  },
});
