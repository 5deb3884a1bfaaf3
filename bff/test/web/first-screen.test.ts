import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, rsbuildCommand, run, staleReason, WEB_APPS } from '../../../scripts/lib/web-apps.ts';
import type { AppEnv } from '../../src/http/env.ts';
import { loadFirstScreenRenderers } from '../../src/web/first-screen.ts';
import { resetLayer } from '../../src/web/first-screen-style.ts';
import { REPO_DISTS, type RemoteName, type WebDists } from '../../src/web/web-apps.ts';
import { visit, webRoutesOver, writeBuildFile } from '../support/fake-build.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';

// The first screen the server writes into the app HTML, over a fake build (a shell with its reset, remotes with
// their manifests and stylesheets) beside the remotes' real server renders, on the test server's real database
// and real sessions.
let t: TestServer;
let root: string;
let dists: WebDists;
let web: Hono<AppEnv>;
let prospect: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let admin: TestUser;

const HOSTILE = '<img src=x onerror=alert(1)>"&\'';
const SHELL_CSS = '@layer reset{p{margin:0}}@layer utilities{.shell-only{color:red}}';
const PUBLIC_CSS = '@layer reset;@layer utilities{.public-rule{color:green}}';
const OWNER_CSS = '@layer reset;@layer utilities{.owner-rule{color:blue}}';

/** The remote's real server render (built here when missing or stale), beside the fake build as in a remote's folder. */
async function serverRender(dir: string, name: RemoteName) {
  const app = dirname(REPO_DISTS.remotes[name]);
  const web = WEB_APPS.find((candidate) => join(ROOT, candidate.dir) === app);
  if (web && staleReason(web) !== null)
    await run([...rsbuildCommand('build'), '--environment', 'server'], app);
  mkdirSync(dirname(dir), { recursive: true });
  symlinkSync(join(app, 'dist-server'), join(dirname(dir), 'dist-server'));
}

async function remote(dir: string, name: RemoteName, module: string, css: string) {
  await serverRender(dir, name);
  writeBuildFile(join(dir, 'static/css/async/area.css'), css);
  writeBuildFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: module, assets: { js: { sync: [] }, css: { sync: ['static/css/async/area.css'] } } }],
      shared: [],
      name,
    }),
  );
}

// Longer than a hook's usual time: up to three server renders may have to be built first on a busy machine.
beforeAll(async () => {
  t = await startTestServer();
  root = mkdtempSync(join(tmpdir(), 'camperdeel-first-screen-'));
  dists = {
    shell: join(root, 'shell'),
    remotes: {
      mfe_public: join(root, 'p', 'dist'),
      mfe_owner: join(root, 'o', 'dist'),
      mfe_admin: join(root, 'a', 'dist'),
    },
  };
  writeBuildFile(
    join(dists.shell, 'index.html'),
    '<!doctype html><html><head><title>x</title><script defer src="/static/js/index.abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeBuildFile(join(dists.shell, 'static/css/async/bootstrap.abc.css'), SHELL_CSS);
  await remote(dists.remotes.mfe_public, 'mfe_public', 'PublicArea', PUBLIC_CSS);
  await remote(dists.remotes.mfe_owner, 'mfe_owner', 'OwnerArea', OWNER_CSS);
  await remote(dists.remotes.mfe_admin, 'mfe_admin', 'AdminArea', '@layer utilities{.admin-rule{color:red}}');
  web = webRoutesOver(t, dists);
  prospect = await t.createProspect({ naam: HOSTILE });
  owner = await t.createOwner(
    await t.createCamper({ naam: 'Eigen Egel', merk: 'Merk&Co', model: '<b>M</b>' }),
  );
  otherOwner = await t.createOwner(
    await t.createCamper({ naam: 'Andermans Auto', toont_in_camper_vinden: 0 }),
  );
  admin = await t.createAdmin();
  await t.createCamper({ naam: `AAA ${HOSTILE}`, nummerplaat: 'GEHEIM-01', polisnummer: 'POLIS-99' });
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(path: string, cookie?: string) {
  const { res, html } = await visit(web, path, cookie);
  const screen =
    /<div id="first-screen" inert><template shadowrootmode="closed">([\s\S]*)<\/template><\/div><div id="root">/.exec(
      html,
    )?.[1] ?? null;
  return { res, html, screen };
}

describe('the first screen in the app HTML', () => {
  it("writes /auth's welcome step for a visitor, with the shell's reset and the area's CSS inlined", async () => {
    const { res, html, screen } = await page('/auth');
    expect(res.status).toBe(200);
    expect(screen).toContain('<h1 tabindex="-1"');
    expect(screen).toContain('Welkom bij Camperdeel');
    expect(screen).toContain('Log in met je account of maak een nieuw account aan.');
    expect(html).toContain('@layer reset{p{margin:0}}');
    expect(html).toContain('.public-rule{color:green}');
    // Only the reset of the shell's sheet: its own utilities are not the area's.
    expect(html).not.toContain('.shell-only');
    expect(html).toContain('#first-screen~#root{visibility:hidden}');
    // The screen's own copy of the sheets, in its shadow root, held still.
    expect(screen).toContain('.public-rule{color:green}');
    expect(screen).toContain('*{animation:none!important}');
    // The first screen comes before React's root, which stays where it was.
    expect(html.indexOf('id="first-screen"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    // No inline script beyond the early-data starter the CSP allows by hash.
    const scriptSrc = /script-src [^;]*/.exec(res.headers.get('content-security-policy') ?? '')?.[0];
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("starts the app's scripts after the first screen has loaded; a page without one loads them as before", async () => {
    const { html } = await page('/auth');
    // The entry and the hints go to the early script, which adds them once the page has loaded.
    expect(html).not.toContain('<script defer');
    expect(html).not.toMatch(/<link rel="preload" href="[^"]*" as="(script|style|fetch)"/);
    const tag = /<script [^>]*data-entry="([^"]*)" data-hints="([^"]*)">/.exec(html);
    expect(tag?.[1]).toBe('/static/js/index.abc.js');
    const hints = JSON.parse((tag?.[2] ?? '').replace(/&quot;/g, '"')) as [string, string][];
    expect(hints).toContainEqual(['/remotes/mfe_public/mf-manifest.json', 'fetch']);
    expect(hints).toContainEqual(['/remotes/mfe_public/remoteEntry.js', 'script']);
    // No first screen (a chosen step): the entry script and the hints stay in the HTML.
    const plain = (await page('/auth?stap=registreren')).html;
    // At high priority: it runs first, and the preloads would otherwise hold it back.
    expect(plain).toContain('<script defer fetchpriority="high" src="/static/js/index.abc.js"></script>');
    expect(plain).toContain('<link rel="preload" href="/remotes/mfe_public/remoteEntry.js" as="script">');
    expect(plain).not.toContain('data-entry');
  });

  it('writes no /auth screen for a signed-in user (the page sends them on) or a mailed link or chosen step', async () => {
    expect((await page('/auth', prospect.cookie)).screen).toBeNull();
    for (const search of ['?stap=registreren', '?reset=abc', '?uitnodiging=abc', '?bevestig=abc']) {
      expect((await page(`/auth${search}`)).screen).toBeNull();
    }
  });

  it('writes no dashboard or owner screen for a visitor without a session (the guard sends them to log in)', async () => {
    expect((await page('/dashboard')).screen).toBeNull();
    expect((await page('/mijn-camper')).screen).toBeNull();
    expect((await page('/dashboard', 'camperdeel_session=vervalst')).screen).toBeNull();
  });

  it("writes /dashboard with the user's own name and the carousel's first camper, every value escaped", async () => {
    const { screen } = await page('/dashboard', prospect.cookie);
    expect(screen).not.toBeNull();
    const html = screen ?? '';
    expect(html).toContain('<h1 class="page-header__title">Beschikbare campers</h1>');
    expect(html).toContain('Welkom, &lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#x27;. Kies een camper');
    expect(html).not.toContain('<img src=x');
    // The first camper by naam, escaped, with the eager high-priority photo or the icon when it has none.
    expect(html).toContain('aria-label="AAA &lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#x27;"');
    expect(html).not.toContain('GEHEIM-01');
    expect(html).not.toContain('POLIS-99');
    // A hidden camper is not in the carousel, not even for its own owner.
    expect(html).not.toContain('Andermans Auto');
    expect((await page('/dashboard', otherOwner.cookie)).screen).not.toContain('Andermans Auto');
    expect((await page('/dashboard', admin.cookie)).screen).not.toContain('Andermans Auto');
  });

  it("writes /mijn-camper with the owner's own camper only, and nothing for a user without one", async () => {
    const mine = (await page('/mijn-camper', owner.cookie)).screen ?? '';
    expect(mine).toMatch(/<h1 id="[^"]+" class="card__title">Mijn Camper<\/h1>/);
    expect(mine).toContain('Eigen Egel');
    expect(mine).toContain('Merk&amp;Co<!-- --> <!-- -->&lt;b&gt;M&lt;/b&gt;');
    expect(mine).not.toContain('<b>M</b>');
    expect(mine).not.toContain('Andermans Auto');
    const theirs = (await page('/mijn-camper', otherOwner.cookie)).screen ?? '';
    expect(theirs).toContain('Andermans Auto');
    expect(theirs).not.toContain('Eigen Egel');
    expect((await page('/mijn-camper', prospect.cookie)).screen).toBeNull();
    // A path under it has a screen of its own or none: never the camper card of another page.
    expect((await page('/mijn-camper/profiel', owner.cookie)).screen).toBeNull();
  });

  it("writes the calendar page's credits card for the owner only", async () => {
    const screen = (await page('/mijn-camper/kalender', owner.cookie)).screen ?? '';
    expect(screen).toContain('<h1 class="page-header__title">Kalender</h1>');
    expect(screen).toContain('Reserveringscredits');
    const year = Number(t.clock.now().toISOString().slice(0, 4));
    expect(screen).toContain(`aria-label="Credits ${year}"`);
    expect(screen).toContain(`aria-label="Credits ${year + 1}"`);
    expect(screen).toContain('aria-current="page" href="/mijn-camper/kalender"');
    expect((await page('/mijn-camper/kalender', prospect.cookie)).screen).toBeNull();
    expect((await page('/mijn-camper/kalender')).screen).toBeNull();
  });

  it("preloads the first screen's photo first in the head, with the image's own srcset; a bad address is no photo", async () => {
    const photoOwner = await t.createOwner(
      await t.createCamper({ naam: 'Foto Fiat', hoofdfoto_url: '/files/camper-images/abc.webp' }),
    );
    const { html } = await page('/mijn-camper', photoOwner.cookie);
    const preload = /<link rel="preload" as="image"[^>]*>/i.exec(html)?.[0] ?? '';
    // React's own preload for the photo, taken out of the screen into the head: the image's srcset and sizes.
    expect(preload).toMatch(
      /imagesrcset="\/files\/camper-images\/abc-480w.webp 480w, [^"]*\/files\/camper-images\/abc.webp 1600w"/i,
    );
    expect(preload).toMatch(/imagesizes="\(max-width: 576px\) 100vw, 576px"/i);
    expect(preload).toMatch(/fetchpriority="high"/i);
    expect(html.match(/<link rel="preload" as="image"/gi)).toHaveLength(1);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    const badOwner = await t.createOwner(
      await t.createCamper({ naam: 'Slechte Link', hoofdfoto_url: 'javascript:alert(1)' }),
    );
    const bad = await page('/mijn-camper', badOwner.cookie);
    expect(bad.screen).toContain('Slechte Link');
    // The component's own src, which React's renderer replaces by its inert 'blocked' URL: the address never runs.
    expect(bad.html).not.toContain('javascript:alert');
    for (const [url] of bad.html.matchAll(/javascript:[^"]*/g)) expect(url).toContain('React has blocked');
    expect(bad.html).not.toMatch(/as="image"/i);
  });

  it('writes the admin dashboard frame for an admin only, without any user in it', async () => {
    const screen = (await page('/admin/dashboard', admin.cookie)).screen ?? '';
    expect(screen).toContain('<h1 class="page-header__title">Gebruikers</h1>');
    expect(screen).not.toContain(prospect.email);
    expect(screen).not.toContain('&lt;img');
    expect((await page('/admin/dashboard', prospect.cookie)).screen).toBeNull();
    expect((await page('/admin/dashboard', owner.cookie)).screen).toBeNull();
    expect((await page('/admin/dashboard')).screen).toBeNull();
  });

  it('writes none for unknown pages, pages without a first screen here, or when a stylesheet is missing', async () => {
    expect((await page('/bestaat-niet', prospect.cookie)).screen).toBeNull();
    rmSync(join(dists.remotes.mfe_owner, 'static/css/async/area.css'));
    try {
      expect((await page('/mijn-camper', owner.cookie)).screen).toBeNull();
    } finally {
      writeBuildFile(join(dists.remotes.mfe_owner, 'static/css/async/area.css'), OWNER_CSS);
    }
  });

  it("shows 'Laden...' from the HTML on an app page without a first screen, never a blank page; scripts load as before", async () => {
    for (const [path, cookie] of [
      ['/admin/dashboard/campers', admin.cookie],
      ['/admin', undefined],
      ['/mijn-camper/help', owner.cookie],
      ['/dashboard', undefined],
    ] as const) {
      const { html, screen } = await page(path, cookie);
      expect(screen).toBeNull();
      const placeholder =
        /<div id="first-screen" data-placeholder inert><template shadowrootmode="closed">[\s\S]*?<\/template><\/div><div id="root">/.exec(
          html,
        )?.[0] ?? '';
      expect(placeholder, path).toContain('Laden...');
      expect(html).toContain('#first-screen~#root{visibility:hidden}');
      expect(html).toMatch(/<script defer fetchpriority="high" src="\/static\/js\/index\./);
    }
    // A real first screen needs none; the 404 page gets none.
    expect((await page('/admin/dashboard', admin.cookie)).html).not.toContain('data-placeholder');
    expect((await page('/bestaat-niet', prospect.cookie)).html).not.toContain('data-placeholder');
  });

  it('sends the page compressed when the browser accepts it, the same bytes once decoded', async () => {
    const plain = await (await web.request('/auth')).text();
    const res = await web.request('/auth', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const decoded = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(decoded).toBe(plain);
  });
});

describe('resetLayer', () => {
  it('takes the reset block with nested braces and nothing after it', () => {
    expect(
      resetLayer('@layer base{a{b:c}}@layer reset{@media x{p{m:0}}html{a:b}}@layer utilities{.x{y:z}}'),
    ).toBe('@layer reset{@media x{p{m:0}}html{a:b}}');
    expect(resetLayer('@layer reset;@layer base{}')).toBeNull();
    expect(resetLayer('@layer reset{p{m:0}')).toBeNull();
  });
});

describe('at start', () => {
  it('draws a page of each built remote once, and passes over a remote that is not built or fails to draw', async () => {
    const warmed = join(root, 'warm', 'dist');
    const broken = join(root, 'broken', 'dist');
    writeBuildFile(
      join(dirname(warmed), 'dist-server', 'first-screen.mjs'),
      'export const renderFirstScreen = async ({ path }) => { (globalThis.warmedPaths ??= []).push(path); return ""; };',
    );
    writeBuildFile(
      join(dirname(broken), 'dist-server', 'first-screen.mjs'),
      'export const renderFirstScreen = async () => { throw new Error("kapot"); };',
    );
    const missing = join(root, 'missing', 'dist');
    await loadFirstScreenRenderers({
      ...dists,
      remotes: { mfe_public: missing, mfe_owner: warmed, mfe_admin: broken },
    });
    expect((globalThis as { warmedPaths?: string[] }).warmedPaths).toEqual(['/mijn-camper']);
  });
});
