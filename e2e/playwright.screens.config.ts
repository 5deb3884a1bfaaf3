import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screens`: walks every screen of the spec and writes docs/screens/ (screens/screens.spec.ts). A config of
 * its own, so `npm test` never spends minutes on screenshots; one worker, so the index is written once.
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  workers: 1,
  // Screenshots of the demo data need one engine only (the spec starts its own SQLite demo server).
  projects: base.projects?.filter((project) => project.name === 'sqlite'),
  // The admin walk (seven tabs, axe on each) takes minutes on a busy 2-core machine.
  timeout: 900_000,
});
