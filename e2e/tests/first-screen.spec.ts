import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The first screen of the app pages comes with the HTML, rendered on the server from the remotes' own components
 * (bff/src/web/first-screen.ts, docs/decisions/0063-first-screen-from-the-components.md):
 * it paints before any script, React's page replaces it in one frame without moving anything, no spinner shows in
 * between, and the largest paint stays the server's (React's copy is no larger). The boxes compared are the ones
 * a user sees first; the server renders only with the answers the BFF gives it, so a page must look the same with them.
 * The server's screen is in a closed shadow root; to measure its boxes, these tests receive the page with that root
 * open (`openShadowRoot`), which changes what scripts may see, not what is painted.
 */

type Probe = {
  lcp: { at: number; size: number; element: string }[];
  shift: number;
  /** What moved, for a failure to explain itself: element, and when. */
  shifts: { at: number; value: number; nodes: string[] }[];
  spinnerShown: boolean;
  replacedAt: number;
  before: Record<string, number[]>;
  after: Record<string, number[]>;
  xss: boolean;
};

const BOXES = ['h1', 'article', 'article img', 'header', 'h2'];

/** Serves the app pages with the first screen's shadow root open, so the probe can measure inside it. */
async function openShadowRoot(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      const body = (await response.text()).replace('shadowrootmode="closed"', 'shadowrootmode="open"');
      await route.fulfill({ response, headers, body });
    },
  );
}

/** Watches the page from its first byte: LCP entries, layout shifts, spinners on screen, boxes before and after. */
async function watch(page: Page) {
  await openShadowRoot(page);
  await page.addInitScript((boxes: string[]) => {
    const probe: Probe = {
      lcp: [],
      shift: 0,
      shifts: [],
      spinnerShown: false,
      replacedAt: -1,
      before: {},
      after: {},
      xss: false,
    };
    Object.assign(window, { __probe: probe, __xss: () => Object.assign(probe, { xss: true }) });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element?: Element })[]) {
        const element = `${entry.element?.tagName}.${entry.element?.className}: ${entry.element?.textContent?.slice(0, 40)}`;
        probe.lcp.push({ at: entry.startTime, size: entry.size, element });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        probe.shift += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
          return `${node?.nodeName}.${node?.className}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
        });
        probe.shifts.push({ at: Math.round(entry.startTime), value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const measure = (scope: ParentNode | null, into: Record<string, number[]>) => {
      for (const selector of boxes) {
        const box = scope?.querySelector(selector)?.getBoundingClientRect();
        if (box) into[selector] = [box.x, box.y, box.width, box.height].map((n) => Math.round(n));
      }
    };
    const check = () => {
      const first = document.getElementById('first-screen');
      const root = document.getElementById('root');
      if (first) measure(first.shadowRoot, probe.before);
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
  expect(result.shift, JSON.stringify({ shifts: result.shifts, replacedAt: result.replacedAt })).toBeLessThan(
    0.01,
  );
  // The first largest-paint candidate is the server's; with `largestFromServer` every one is. `#root` is invisible
  // until the swap, so whatever painted before it is the server's screen.
  expect(result.lcp[0]?.at).toBeLessThan(result.replacedAt);
  if (largestFromServer) expect(result.lcp.filter((entry) => entry.at >= result.replacedAt)).toEqual([]);
  // What was on screen is where React's page puts it, to the pixel.
  expect(Object.keys(result.before), 'boxes measured in the server screen').toContain('h1');
  for (const selector of Object.keys(result.before)) {
    expect(result.after[selector], selector).toEqual(result.before[selector]);
  }
  expect(result.xss).toBe(false);
}

/**
 * One unmeasured visit of each remote first, per worker server: the first request for a built file compresses it
 * (bff/src/web/static-files.ts) and the first render imports the remote's server build. Those cold costs are
 * bench:web's to measure; here, on a busy machine, they would push React past the first screen's 10 s and fail a
 * test about seamlessness for a reason that is not one.
 */
test.beforeAll(async ({ browser, app }) => {
  // Cold visits on a busy machine take longer than one test or one navigation may (a first render took over a minute
  // while other suites ran): the first answer has no budget of its own, only this hook's.
  test.setTimeout(300_000);
  const camperId = await app.createCamper({ naam: 'Opwarmcamper' });
  const owner = await app.createOwner(camperId);
  const admin = await app.createAdmin();
  const visits: [string, string | null][] = [
    ['/auth', null],
    ['/mijn-camper/kalender', owner.cookie],
    ['/admin/dashboard', admin.cookie],
  ];
  for (const [path, cookie] of visits) {
    const context = await browser.newContext({
      baseURL: app.url,
      extraHTTPHeaders: cookie ? { cookie } : {},
    });
    const page = await context.newPage();
    await page.goto(path, { timeout: 0 });
    // The page's own chunks load after `load`; a warm-up is no check, so a page that does not come to rest in time
    // (the calendar once kept a request open for minutes) has still warmed what it loaded.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await context.close();
  }
});

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

test.describe('a slow line in the admin area', () => {
  for (const [path, heading] of [
    ['/admin/dashboard/campers', 'Campers'],
    ['/admin/dashboard', 'Gebruikers'],
  ] as const) {
    test(`${path}: 'Laden...' or the page frame shows from the HTML, before the admin remote's scripts answer`, async ({
      page,
      loginAs,
    }) => {
      await loginAs('admin');
      await openShadowRoot(page);
      // Every request to the admin remote waits until 3 s after its first one (its loader gives up after 6 s).
      let opensAt = 0;
      let answered = false;
      await page.route(
        (url) => url.pathname.startsWith('/remotes/mfe_admin/'),
        async (route) => {
          opensAt ||= Date.now() + 3000;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt - Date.now())));
          answered = true;
          await route.fallback();
        },
      );
      await page.goto(path, { waitUntil: 'commit' });
      const fromHtml = page.locator('#first-screen');
      await expect(
        fromHtml
          .getByText('Laden...')
          .or(fromHtml.getByRole('heading', { name: heading }))
          .first(),
      ).toBeVisible();
      expect(answered).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#first-screen')).toHaveCount(0);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a text search finds one copy of the page: the server screen is out of reach of scripts and tools', async ({
    page,
    loginAs,
  }) => {
    // The server's screen is all there is here: painted, but outside the document's searchable tree, so while
    // React's page renders underneath, a search for a text never finds two.
    await loginAs('owner');
    const response = await page.goto('/mijn-camper/kalender');
    expect(await response?.text()).toContain('Reserveringscredits');
    expect((await page.locator('#first-screen').boundingBox())?.height).toBeGreaterThan(200);
    await expect(page.getByText('Reserveringscredits')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});
