import type { TestEngine } from '@camperdeel/bff/test/postgres-cluster';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

/**
 * Journeys across the composed app in real Chromium, against the real server (support/fixtures.ts).
 * Tuned for a busy 2-core machine: two workers (each with its own server; CI too, since both engines' journeys must
 * fit `npm test` in 30 minutes), generous timeouts instead of sleeps, and a trace plus screenshot kept for every
 * failure under e2e/test-results (git-ignored).
 */
export default defineConfig<{ engine: TestEngine }>({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every journey on both engines; `--project sqlite` (or postgres) runs one. The cluster starts in global-setup.ts.
  projects: [
    { name: 'sqlite', use: { engine: 'sqlite' } },
    { name: 'postgres', use: { engine: 'postgres' } },
  ],
});
