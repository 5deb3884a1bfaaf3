import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-admin',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
