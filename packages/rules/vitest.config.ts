import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // A zone far from Amsterdam with its own, opposite DST: any rule that leans on the machine's local time
    // (instead of Intl with Europe/Amsterdam, or UTC arithmetic) shows up as a wrong day here.
    env: { TZ: 'Pacific/Auckland' },
  },
});
