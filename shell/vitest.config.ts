import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
