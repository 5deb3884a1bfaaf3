import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
    // A DOM with a real origin, so the client's relative '/api' URLs resolve and MSW can answer them.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:4000/' } },
  },
});
