import type { TestEngine } from '@camperdeel/bff/test/postgres-cluster';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { BROWSER_ONLY_TAG } from './support/once.ts';

/**
 * Journeys across the composed app in real Chromium, against the real server (support/fixtures.ts).
 * Tuned for a busy 2-core machine: two workers (each with its own server; CI too, since both engines' journeys must
 * fit `npm test` in 30 minutes), generous timeouts instead of sleeps, and a trace plus screenshot kept for every
 * failure under e2e/test-results (git-ignored).
 */
/**
 * Specs about what the browser shows whatever database answers (texts, layout, accessibility, CSP, module loading,
 * the device's offline copy): they run once, on SQLite; the server suites cover both engines below them
 * (docs/decisions/0090-browser-only-journeys-once.md, 0095-browser-checks-once.md). A single such journey in a spec
 * that otherwise runs on both carries BROWSER_ONLY_TAG instead.
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
  'offline',
  'owner-help',
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
    {
      name: 'postgres',
      // The owner area's service worker (its precache of every owner chunk, its network-first reads) is the
      // browser's: with it, once, on SQLite (docs/decisions/0095-browser-checks-once.md).
      use: { engine: 'postgres', serviceWorkers: 'block' },
      testIgnore: BROWSER_ONLY,
      grepInvert: new RegExp(BROWSER_ONLY_TAG),
    },
  ],
});
