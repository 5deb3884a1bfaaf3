import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless Chromium (no background updates, sync or first-run work). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser binary: `CHROMIUM_PATH` when set and non-empty, else Debian's Chromium when installed; undefined
 * (Playwright's own downloaded browser) when CHROMIUM_PATH is set to an empty string or neither exists.
 */
export function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROMIUM_PATH;
  if (configured !== undefined) return configured === '' ? undefined : configured;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = chromiumExecutable();
  return { headless: true, args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) };
}
