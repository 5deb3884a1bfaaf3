import { test } from '@playwright/test';

/**
 * Whether the running journey's project makes the browser-only checks inside a journey (axe, screenshots for people):
 * they read the DOM, which the same server code renders whichever engine answers, so they run in the `sqlite`
 * project only (docs/decisions/0095-browser-checks-once.md). The journey's own steps and assertions run on both.
 */
export function browserChecksRunHere(): boolean {
  return test.info().project.name !== 'postgres';
}

/**
 * The tag of a journey about the browser alone (layout at a size, focus, client-side guards, loading states, static
 * texts) in a spec file whose other journeys run on both engines: the `postgres` project leaves it out
 * (playwright.config.ts, docs/decisions/0095-browser-checks-once.md).
 */
export const BROWSER_ONLY_TAG = '@browser-only';
