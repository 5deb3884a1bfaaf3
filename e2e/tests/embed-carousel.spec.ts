import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { TestServer } from '@camperdeel/bff/test/server';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures.ts';

/** The partner's own page: its own fonts, colours and buttons, which our embed must leave alone. */
function partnerPage(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Camping De Partner</title>
<style>
  body { font-family: Georgia, serif; color: rgb(20, 30, 120); margin: 24px; }
  h1 { font-size: 40px; }
  button { background: rgb(255, 105, 180); }
</style></head>
<body><h1>Camping De Partner</h1><h2>Onze tips</h2><p>Huur of deel een camper.</p><button>Partnerknop</button>
${snippet}
</body></html>`;
}

/** A plain static site on 127.0.0.1 with its own port: another origin than the Camperdeel server. */
async function servePartner(pages: Record<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const body = pages[new URL(req.url ?? '/', 'http://partner').pathname];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** What a new camper may set (the rest takes the test server's defaults). */
type CamperFields = NonNullable<Parameters<TestServer['createCamper']>[0]>;

/** The snippet a partner pastes into its page: the carousel's placeholder and its loader from our server. */
function carouselSnippet(app: TestServer): string {
  return `<div data-camperdeel-carousel></div><script src="${app.url}/embed/carousel.js" async></script>`;
}

/**
 * - `carouselServer(campers)`: a Camperdeel server of its own holding just these campers, so the carousel shows
 *   exactly them, and the snippet that embeds it.
 * - `partnerSite(pages)`: the partner's site (servePartner), closed after the test whatever its outcome.
 */
const test = base.extend<{
  carouselServer: (campers: CamperFields[]) => Promise<{ app: TestServer; snippet: string }>;
  partnerSite: (pages: Record<string, string>) => Promise<{ origin: string }>;
}>({
  carouselServer: async ({ startApp }, use) => {
    await use(async (campers) => {
      const app = await startApp({});
      for (const camper of campers) await app.createCamper(camper);
      return { app, snippet: carouselSnippet(app) };
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  partnerSite: async ({}, use) => {
    const servers: Server[] = [];
    await use(async (pages) => {
      const { origin, server } = await servePartner(pages);
      servers.push(server);
      return { origin };
    });
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  },
});

/** Computed styles of the partner's own elements, to compare with and without the embed. */
function partnerStyles(page: Page) {
  return page.evaluate(() =>
    ['body', 'h1', 'h2', 'p', 'body > button'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector) as Element);
      return [selector, style.fontFamily, style.color, style.fontSize, style.backgroundColor, style.margin];
    }),
  );
}

test('de carrousel op een partnerpagina van een ander domein: kaarten, details in de shadow root, geen stijllek', async ({
  page,
  carouselServer,
  partnerSite,
}) => {
  const { app, snippet } = await carouselServer([
    { naam: 'Zeeuwse Zon', aantal_sloten_eigenaars: 2 },
    { naam: 'Verborgen Vakantie', toont_in_camper_vinden: 0 },
  ]);
  const partner = await partnerSite({ '/': partnerPage(snippet), '/zonder.html': partnerPage('') });
  expect(new URL(partner.origin).origin).not.toBe(new URL(app.url).origin);
  await page.goto(`${partner.origin}/zonder.html`);
  const without = await partnerStyles(page);

  await page.goto(`${partner.origin}/`);
  const embed = page.locator('[data-camperdeel-carousel]');
  const card = embed.getByRole('article');
  await expect(card.getByRole('heading')).toHaveText('Zeeuwse Zon');
  await expect(card).toContainText(/€\s160,00 per maand/);
  await expect(page.getByText('Verborgen Vakantie')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute(
    'href',
    `${app.url}/auth?redirect=dashboard`,
  );

  // Our styles stay in the shadow root: the partner page looks exactly as without the embed, and its own
  // stylesheet is the only one in the document.
  expect(await partnerStyles(page)).toEqual(without);
  expect(await page.evaluate(() => document.querySelectorAll('style, link[rel="stylesheet"]').length)).toBe(
    1,
  );
  // ...and the partner's serif does not reach our cards.
  expect(await card.getByRole('heading').evaluate((h) => getComputedStyle(h).fontFamily)).not.toContain(
    'Georgia',
  );

  // The details dialog opens inside the embed's shadow root, not on the partner's body.
  await card.getByRole('button', { name: 'Meer details' }).click();
  const details = embed.getByRole('dialog', { name: 'Zeeuwse Zon' });
  await expect(details).toContainText('Prijs per eigenaar');
  expect(await page.evaluate(() => document.body.querySelectorAll('[role="dialog"]').length)).toBe(0);
  await details.getByRole('button', { name: 'Sluiten' }).click();
  await expect(details).toBeHidden();
  expect(await partnerStyles(page)).toEqual(without);

  // 'Aanmelden' continues on Camperdeel: log in, then the dashboard.
  await card.getByRole('link', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(`${app.url}/auth?redirect=dashboard`);
  await expect(page.getByRole('heading', { name: 'Welkom bij Camperdeel' })).toBeVisible();
});

/** A hostile partner stylesheet: a smaller root font, a forced font and colour on everything, padded divs, no images. */
const HOSTILE_CSS = `html { font-size: 62.5% }
* { font: 30px "Comic Sans MS" !important; color: red !important; box-sizing: content-box }
div { padding: 20px }
img { display: none }`;

function plainPage(snippet: string, css = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><style>${css}</style></head>
<body>${snippet}</body></html>`;
}

/**
 * A screenshot of the carousel once two in a row agree, as Playwright's own toHaveScreenshot waits for: a frame
 * caught mid-paint (a CI run once differed between two pages that render the same) is not what the page shows.
 */
async function stableShot(embed: Locator): Promise<Buffer> {
  let previous = await embed.screenshot({ animations: 'disabled' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const next = await embed.screenshot({ animations: 'disabled' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** Largest difference of one colour channel below which two pixels count as the same (out of 255). */
const RASTER_NOISE = 8;

/**
 * How many pixels of two same-sized screenshots differ by more than RASTER_NOISE in a colour channel (-1 when the
 * sizes differ), decoded by the browser itself. Chromium's rasteriser sometimes draws the anti-aliased edge of the
 * same rounded border one step apart between two pages (seen on 30 pixels, by 1 of 255); a partner style that
 * leaks in changes text, sizes or colours, far beyond that.
 */
async function differentPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second, noise]) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      if (x.width !== y.width || x.height !== y.height) return -1;
      let different = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let channel = 0; channel < 4; channel += 1) {
          if (Math.abs((x.data[i + channel] ?? 0) - (y.data[i + channel] ?? 0)) > noise) {
            different += 1;
            break;
          }
        }
      }
      return different;
    },
    [a.toString('base64'), b.toString('base64'), RASTER_NOISE] as const,
  );
}

/** Waits until the carousel shows its cards and every image in the shadow root has loaded. */
async function carouselReady(page: Page) {
  const embed = page.locator('[data-camperdeel-carousel]').first();
  await expect(embed.getByRole('article').first()).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.querySelector('[data-camperdeel-carousel]')?.shadowRoot;
    await Promise.all(
      [...(root?.querySelectorAll('img') ?? [])].map((img) =>
        img.complete ? null : img.decode().catch(() => null),
      ),
    );
  });
  return embed;
}

test('de carrousel ziet er op een vijandige partnerpagina precies zo uit als op een gewone pagina', async ({
  page,
  carouselServer,
  partnerSite,
}) => {
  const { snippet } = await carouselServer([
    { naam: 'Zeeuwse Zon', aantal_sloten_eigenaars: 2 },
    { naam: 'Brabantse Bries', aantal_sloten_eigenaars: 3 },
  ]);
  const partner = await partnerSite({
    '/gewoon.html': plainPage(snippet),
    '/vijandig.html': plainPage(snippet, HOSTILE_CSS),
  });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${partner.origin}/gewoon.html`);
  const plain = await stableShot(await carouselReady(page));
  const plainBox = await page.locator('[data-camperdeel-carousel]').boundingBox();

  await page.goto(`${partner.origin}/vijandig.html`);
  const embed = await carouselReady(page);
  // The partner's padding does not reach the host element, nor its rem the card sizes.
  expect(await embed.boundingBox()).toEqual(plainBox);
  const hostile = await stableShot(embed);
  expect(await differentPixels(page, plain, hostile), 'pixels that differ beyond rasteriser noise').toBe(0);
});

test('het fragment twee keer geplakt toont in elk element één carrousel; geen globale namen behalve wat de lader nodig heeft; ≤ 120 KB gzip', async ({
  page,
  carouselServer,
  partnerSite,
}) => {
  const { app, snippet } = await carouselServer([{ naam: 'Zeeuwse Zon', aantal_sloten_eigenaars: 2 }]);
  const partner = await partnerSite({
    '/leeg.html': plainPage(''),
    '/dubbel.html': plainPage(`${snippet}\n${snippet}`),
  });
  const fromUs: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.url().startsWith(app.url) && (type === 'script' || type === 'stylesheet')) {
      fromUs.push(response.url());
    }
  });
  await page.goto(`${partner.origin}/leeg.html`);
  const globalsBefore = await page.evaluate(() => Object.keys(window));

  await page.goto(`${partner.origin}/dubbel.html`);
  // Two placeholders, two loader scripts: each placeholder gets one carousel, not one per script.
  const embeds = page.locator('[data-camperdeel-carousel]');
  await expect(embeds).toHaveCount(2);
  await expect(embeds.getByRole('article')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  await expect(embeds.nth(0).getByRole('article')).toHaveCount(1);
  await expect(embeds.nth(1).getByRole('article')).toHaveCount(1);
  // The second loader found both elements claimed: one embed bundle, one request per file.
  const bundles = fromUs.filter((url) => url.endsWith('/mfe_public/embed/carousel.js'));
  expect(bundles).toHaveLength(1);
  expect(fromUs.filter((url) => url.includes('/remoteEntry.js'))).toEqual([]);

  const added = (await page.evaluate(() => Object.keys(window))).filter(
    (name) => !globalsBefore.includes(name),
  );
  // The loader claims elements with an attribute and the bundle keeps its code to itself: no new globals.
  expect(added).toEqual([]);

  let gzip = 0;
  for (const url of new Set(fromUs)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  console.log(`embed: ${fromUs.length} bestanden, ${(gzip / 1024).toFixed(1)} KB gzip`);
  expect(gzip).toBeLessThanOrEqual(120 * 1024);
});
