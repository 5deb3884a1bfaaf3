import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { SESSION_COOKIE } from '@camperdeel/bff/auth/sessions';
import { test as base, expect, type Page } from '@playwright/test';
import { startTestServer, type TestServer } from '../../bff/test/support/server.ts';
import {
  DEMO_EMAILS,
  type Role,
  SCREENS,
  type Screen,
  SIZES,
  screenFile,
  screensIndex,
} from './screen-list.ts';

const OUT = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

/** One server with the demo data (pictures, owners, reservations, invoices), so the screens look like the product. */
const test = base.extend<object, { demo: TestServer }>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const demo = await startTestServer({ env: { LOG_REQUESTS: '0', SEED_DEMO: '1' } });
      await use(demo);
      await demo.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ demo }, use) => {
    await use(demo.url);
  },
});

/**
 * Axe findings per file, kept in docs/screens/axe.json across runs (a run with `-g admin` updates only its rows);
 * the visitor's and prospect's screens (mfe-public, the landing) must have none.
 */
const AXE_FILE = join(OUT, 'axe.json');
const axeCounts = new Map<string, number>(
  existsSync(AXE_FILE)
    ? Object.entries(JSON.parse(readFileSync(AXE_FILE, 'utf8')) as Record<string, number>)
    : [],
);
const MUST_BE_CLEAN: readonly Role[] = ['bezoeker', 'prospect'];

async function settle(page: Page, screen: Screen) {
  await page.waitForLoadState('networkidle');
  if (screen.click) {
    await page.getByRole('button', { name: screen.click, exact: true }).first().click();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('h1, [role="dialog"] h2').first()).toBeVisible();
  // Lazy photos load only near the viewport: walk down the page once, so the full-page shot shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Fonts, photos and the toaster's and dialogs' enter animations.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const size of SIZES) {
  for (const role of ['bezoeker', 'prospect', 'eigenaar', 'admin'] as const) {
    test(`${role} op ${size.name} ${size.width}x${size.height}`, async ({ browser, demo, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        locale: 'nl-NL',
        timezoneId: 'Europe/Amsterdam',
      });
      if (role !== 'bezoeker') {
        const user = await demo.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', DEMO_EMAILS[role])
          .executeTakeFirstOrThrow();
        const token = (await demo.signIn(user.id)).slice(`${SESSION_COOKIE}=`.length);
        await context.addCookies([{ name: SESSION_COOKIE, value: token, url: demo.url, httpOnly: true }]);
      }
      const page = await context.newPage();
      const found: string[] = [];
      for (const screen of SCREENS.filter((s) => s.role === role)) {
        await page.goto(screen.path);
        await settle(page, screen);
        const file = screenFile(screen, size);
        await page.screenshot({ path: join(OUT, file), fullPage: true });
        const { violations } = await new AxeBuilder({ page }).analyze();
        axeCounts.set(file, violations.length);
        if (MUST_BE_CLEAN.includes(role)) {
          found.push(
            ...violations.map(
              (v) => `${file}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
            ),
          );
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}

test.afterAll(() => {
  const sorted = Object.fromEntries([...axeCounts].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(AXE_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  writeFileSync(join(OUT, 'README.md'), `${screensIndex(axeCounts)}\n`);
});
