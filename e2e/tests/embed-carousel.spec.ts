import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

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
  startApp,
}) => {
  const app = await startApp({});
  await app.createCamper({ naam: 'Zeeuwse Zon', aantal_sloten_eigenaars: 2 });
  await app.createCamper({ naam: 'Verborgen Vakantie', toont_in_camper_vinden: 0 });
  const snippet = `<div data-camperdeel-carousel></div><script src="${app.url}/embed/carousel.js" async></script>`;
  const partner = await servePartner({ '/': partnerPage(snippet), '/zonder.html': partnerPage('') });
  try {
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
  } finally {
    await new Promise<void>((resolve) => partner.server.close(() => resolve()));
  }
});
