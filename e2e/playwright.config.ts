import type { TestEngine } from '@camperdeel/bff/test/postgres-cluster';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

/**
 * Journeys across the composed app in real Chromium, against the real server (support/fixtures.ts).
 * Tuned for a busy 2-core machine: two workers (each with its own server; CI too, since both engines' journeys must
 * fit `npm test` in 30 minutes), generous timeouts instead of sleeps, and a trace plus screenshot kept for every
 * failure under e2e/test-results (git-ignored).
 */
/**
 * Specs about what the browser shows whatever database answers (texts, layout, accessibility, CSP, module loading):
 * they run once, on SQLite; the server suites cover both engines below them (docs/decisions/0090-browser-only-journeys-once.md).
 */
const BROWSER_ONLY = [
  'accessibility',
  'admin-accessibility',
  'admin-phone',
  'areas',
  'csp-and-meta',
  'dashboard-accessibility',
  'embed-carousel',
  'federation',
  'federation-healing',
  'first-screen',
  'layout-sizes',
  'navigation',
  'phone-tab-labels',
  'selects-look-like-selects',
  'spec-texts',
  'standalone-remotes',
  'toast-placement',
].map((name) => `**/${name}.spec.ts`);

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
  // Every journey that writes or reads members' data on both engines; `--project sqlite` (or postgres) runs one. The
  // cluster starts in global-setup.ts.
  projects: [
    { name: 'sqlite', use: { engine: 'sqlite' } },
    { name: 'postgres', use: { engine: 'postgres' }, testIgnore: BROWSER_ONLY },
  ],
});
