import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-public',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
