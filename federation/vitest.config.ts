import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'federation',
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
