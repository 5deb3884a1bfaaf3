import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../e2e/support/chromium.ts';
import { mark } from './report.ts';

/**
 * The admin screens in Chromium on the scale data set: each tab as an admin reaches it (the first by loading the
 * dashboard, the others by clicking their tab), timed until its list shows rows; then a search typed into its box,
 * timed from the last keystroke until the rows change; then the page's JS heap. Budgets: usable within 1.5 s,
 * search within 300 ms (the box waits SEARCH_PAUSE_MS, 150 ms, for typing to pause before it asks), heap under 300 MB.
 */

export const TAB_BUDGET = { usableMs: 1500, searchMs: 300, heapMb: 300 };
/** How long a tab or a search may take before it counts as never done. */
const GIVE_UP_MS = 30_000;

/** Each tab, its search box's label and what an admin types into it (words the generator's data holds). */
const TABS = [
  { label: 'Gebruikers', path: '/admin/dashboard', search: 'Zoek gebruiker', text: 'zoe' },
  {
    label: 'Aanmeldingen',
    path: '/admin/dashboard/aanmeldingen',
    search: 'Zoek op campernaam',
    text: 'camper 0042',
  },
  { label: 'Campers', path: '/admin/dashboard/campers', search: 'Zoek camper', text: 'hymer' },
  { label: 'Reserveringen', path: '/admin/dashboard/reserveringen', search: 'Zoek camper', text: 'knaus' },
  { label: 'Documenten', path: '/admin/dashboard/documenten', search: 'Zoek document', text: 'camper 0042' },
  { label: 'Facturen', path: '/admin/dashboard/facturen', search: 'Zoek factuur', text: 'de vries' },
  { label: 'Logboek', path: '/admin/dashboard/logboek', search: 'Zoek in logboek', text: 'zoe' },
] as const;

const FIRST_ROW = 'main tbody tr';

async function firstRowText(page: Page): Promise<string> {
  return (await page.locator(FIRST_ROW).first().textContent()) ?? '';
}

/** Milliseconds from `started` until the tab's list shows a row, or null when it never did. */
async function untilRows(page: Page, started: number): Promise<number | null> {
  try {
    await page.locator(FIRST_ROW).first().waitFor({ timeout: GIVE_UP_MS });
    return performance.now() - started;
  } catch {
    return null;
  }
}

/** Types `text` key by key; milliseconds from the last keystroke until the first row is another one, or null. */
async function searchTime(page: Page, label: string, text: string): Promise<number | null> {
  const before = await firstRowText(page);
  const box = page.getByLabel(label, { exact: true }).first();
  await box.pressSequentially(text);
  const typed = performance.now();
  try {
    // Checked on every animation frame: an assertion's retries come at 100, 250 and 500 ms steps, which would add
    // up to half a second to what a person sees.
    await page.waitForFunction(
      ([selector, text]) => {
        const { document } = globalThis as unknown as {
          document: { querySelector: (selector: string) => { textContent: string | null } | null };
        };
        return (document.querySelector(selector)?.textContent ?? '') !== text;
      },
      [FIRST_ROW, before] as const,
      { polling: 'raf', timeout: GIVE_UP_MS },
    );
    return performance.now() - typed;
  } catch {
    return null;
  }
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

const time = (value: number | null, budget: number) =>
  value === null ? 'time-out ✗' : `${value.toFixed(0)} ms ${mark(value <= budget)}`;

async function measureTabs(browser: Browser, baseUrl: string, cookie: string): Promise<string[][]> {
  const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
  const [name = '', value = ''] = cookie.split(';')[0]?.split('=') ?? [];
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const rows: string[][] = [];
  try {
    for (const [i, tab] of TABS.entries()) {
      const started = performance.now();
      if (i === 0) await page.goto(`${baseUrl}${tab.path}`);
      else {
        await page
          .getByRole('navigation', { name: 'Admin navigatie' })
          .getByRole('link', { name: tab.label })
          .click();
        await page.waitForURL(`**${tab.path}`);
      }
      const usable = await untilRows(page, started);
      const search = usable === null ? null : await searchTime(page, tab.search, tab.text);
      const heap = await heapMb(cdp);
      rows.push([
        `${tab.label} (${i === 0 ? 'page load' : 'tab click'})`,
        time(usable, TAB_BUDGET.usableMs),
        `${time(search, TAB_BUDGET.searchMs)} ("${tab.text}")`,
        `${heap.toFixed(0)} MB ${mark(heap < TAB_BUDGET.heapMb)}`,
      ]);
      console.log(`${tab.label}: ${rows.at(-1)?.slice(1).join(' · ')}`);
    }
  } finally {
    await context.close();
  }
  return rows;
}

/** One row per admin tab: how it was reached, usable after, search after the last keystroke, JS heap. */
export async function adminTabs(baseUrl: string, adminCookie: string): Promise<string[][]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await measureTabs(browser, baseUrl, adminCookie);
  } finally {
    await browser.close();
  }
}

export const TAB_HEADER = ['admin tab', 'usable after', 'search after last key', 'JS heap'];
