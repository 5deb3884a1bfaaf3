import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // "today in Amsterdam" must not depend on the machine's zone; formatting must not either.
    env: { TZ: 'UTC' },
  },
});
