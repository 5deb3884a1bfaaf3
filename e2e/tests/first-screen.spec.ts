import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The first screen of the app pages comes with the HTML (bff/src/web/first-screen/, docs/decisions/web-speed.md):
 * it paints before any script, React's page replaces it in one frame without moving anything, no spinner shows in
 * between, and the largest paint stays the server's (React's copy is no larger). The boxes compared are the ones
 * a user sees first; when a component's markup changes, the server's copy must follow.
 */

type Probe = {
  lcp: { at: number; size: number; inFirstScreen: boolean; element: string }[];
  shift: number;
  spinnerShown: boolean;
  replacedAt: number;
  before: Record<string, number[]>;
  after: Record<string, number[]>;
  xss: boolean;
};

const BOXES = ['h1', 'article', 'article img', 'header', 'h2'];

/** Watches the page from its first byte: LCP entries, layout shifts, spinners on screen, boxes before and after. */
async function watch(page: Page) {
  await page.addInitScript((boxes: string[]) => {
    const probe: Probe = {
      lcp: [],
      shift: 0,
      spinnerShown: false,
      replacedAt: -1,
      before: {},
      after: {},
      xss: false,
    };
    Object.assign(window, { __probe: probe, __xss: () => Object.assign(probe, { xss: true }) });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element?: Element })[]) {
        const inFirstScreen = entry.element?.closest('#first-screen') != null;
        const element = `${entry.element?.tagName}.${entry.element?.className}: ${entry.element?.textContent?.slice(0, 40)}`;
        probe.lcp.push({ at: entry.startTime, size: entry.size, inFirstScreen, element });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const measure = (scope: Element | null, into: Record<string, number[]>) => {
      for (const selector of boxes) {
        const box = scope?.querySelector(selector)?.getBoundingClientRect();
        if (box) into[selector] = [box.x, box.y, box.width, box.height].map((n) => Math.round(n));
      }
    };
    const check = () => {
      const first = document.getElementById('first-screen');
      const root = document.getElementById('root');
      if (first) measure(first, probe.before);
      else if (probe.replacedAt < 0 && root) {
        probe.replacedAt = performance.now();
        measure(root, probe.after);
      }
      // A spinner counts when the user could see it: in #root with no server screen over it.
      if (!first && root?.querySelector('[role="status"][aria-live]')) probe.spinnerShown = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, BOXES);
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

/**
 * `largestFromServer`: the server's screen holds the page's largest element whatever the data. Not so on the
 * calendar (an owner without credits: the sticky reserve button is larger than the 'no credits' lines) and the
 * admin dashboard (a long e-mail address in the table is wider than the page header's line): there the swap must
 * still be seamless, but the LCP may be React's.
 */
async function expectSeamless(page: Page, ready: () => Promise<void>, largestFromServer = true) {
  await ready();
  await expect.poll(async () => (await probe(page)).replacedAt, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const result = await probe(page);
  // After 10 s the server's screen goes whatever React shows (shell/src/first-screen.ts): then a spinner may show.
  expect(result.replacedAt, "React was not ready within the first screen's 10 s").toBeLessThan(10_000);
  expect(result.spinnerShown).toBe(false);
  expect(result.shift).toBeLessThan(0.01);
  // The first largest-paint candidate is the server's; with `largestFromServer` every one is.
  expect(result.lcp[0]?.inFirstScreen).toBe(true);
  if (largestFromServer) expect(result.lcp.filter((entry) => !entry.inFirstScreen)).toEqual([]);
  // What was on screen is where React's page puts it, to the pixel.
  for (const selector of Object.keys(result.before)) {
    expect(result.after[selector], selector).toEqual(result.before[selector]);
  }
  expect(result.xss).toBe(false);
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('/auth: the welcome step paints from the HTML and React takes over seamlessly', async ({ page }) => {
      await watch(page);
      const response = await page.goto('/auth');
      expect(await response?.text()).toContain('Welkom bij Camperdeel');
      await expectSeamless(page, () =>
        page.getByRole('button', { name: 'Inloggen' }).waitFor({ state: 'visible' }),
      );
      // React's page, not the picture of it: the buttons work.
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    });

    test('/dashboard: header, greeting and first camper card paint from the HTML, escaped', async ({
      page,
      app,
      loginAs,
    }) => {
      await app.createCamper({ naam: '!!! <img src=x onerror="window.__xss()"> Camper' });
      const prospect = await loginAs('prospect');
      await watch(page);
      const response = await page.goto('/dashboard');
      const html = (await response?.text()) ?? '';
      expect(html).toContain('id="first-screen"');
      // The first card or the carousel's dots name it: the hostile name is in the HTML, as text.
      expect(html).toContain('!!! &lt;img src=x onerror=&quot;window.__xss()&quot;&gt; Camper');
      expect(html).not.toContain('<img src=x');
      await expectSeamless(page, () => page.getByRole('article').first().waitFor());
      await expect(page.getByText(`Welkom, ${prospect.naam}.`)).toBeVisible();
      const carousel = page.getByRole('region', { name: 'Beschikbare campers' });
      // React's page, not the picture of it: the buttons work.
      await carousel.getByRole('article').getByRole('button', { name: 'Meer details' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('/mijn-camper: the owner sees their own camper card from the HTML', async ({ page, loginAs }) => {
      await loginAs('owner');
      await watch(page);
      const response = await page.goto('/mijn-camper');
      expect(await response?.text()).toContain('Mijn Camper');
      await expectSeamless(page, () => page.getByRole('heading', { name: 'Mijn Camper' }).waitFor());
      await expect(page.getByRole('heading', { name: 'Eigenaars' })).toBeVisible();
    });

    test('/mijn-camper/kalender: header and the credits card paint from the HTML', async ({
      page,
      loginAs,
    }) => {
      await loginAs('owner');
      await watch(page);
      const response = await page.goto('/mijn-camper/kalender');
      expect(await response?.text()).toContain('Reserveringscredits');
      await expectSeamless(page, () => page.getByRole('heading', { name: 'Kalender' }).waitFor(), false);
      await expect(page.getByRole('button', { name: /Reserveren|Volgende maand/ }).first()).toBeVisible();
    });

    test('/admin/dashboard: header, tabs and page header paint from the HTML', async ({ page, loginAs }) => {
      await loginAs('admin');
      await watch(page);
      await page.goto('/admin/dashboard');
      await expectSeamless(page, () => page.getByRole('heading', { name: 'Gebruikers' }).waitFor(), false);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    });
  });
}
