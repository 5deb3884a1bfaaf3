import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-admin',
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 30_000,
    // Screens run in a DOM with a real origin, so the API client's relative '/api' URLs resolve.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:4000/' } },
  },
});
