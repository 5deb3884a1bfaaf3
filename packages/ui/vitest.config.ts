import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // A zone far from Amsterdam with its own daylight saving: calendar maths that leans on local time fails here.
    env: { TZ: 'Pacific/Auckland' },
  },
});
