import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from '../../src/http/env.ts';
import { createWebRoutes } from '../../src/web/routes.ts';
import type { WebDists } from '../../src/web/web-apps.ts';
import { fakeDists } from '../support/fake-build.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// The landing over a fake build, with the real database of a test server behind it.
let server: TestServer;
let root: string;
let dists: WebDists;

function app() {
  const web = new Hono<AppEnv>();
  web.use('*', async (c, next) => {
    c.set('deps', { config: server.config, db: server.db } as Deps);
    await next();
  });
  web.route('/', createWebRoutes(dists));
  return web;
}

beforeAll(async () => {
  server = await startTestServer();
  root = mkdtempSync(join(tmpdir(), 'camperdeel-landing-'));
  dists = fakeDists(root);
  mkdirSync(dists.shell, { recursive: true });
  writeFileSync(join(dists.shell, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(dists.shell, 'landing.html'),
    '<!doctype html><main><h1>Camperdeel</h1><!--landing-campers--></main>',
  );
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the landing page with the available campers', () => {
  it('writes the public list into the static page, escaped, without JavaScript or private fields', async () => {
    await server.createCamper({
      naam: '<script>alert("x")</script>',
      nummerplaat: 'GEHEIM-01',
      polisnummer: 'POLIS-99',
    });
    await server.createCamper({ naam: 'Verborgen Vlinder', toont_in_camper_vinden: 0 });
    const res = await app().request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<h1>Camperdeel</h1>');
    expect(html).toContain('Beschikbare campers');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Verborgen Vlinder');
    expect(html).not.toContain('GEHEIM-01');
    expect(html).not.toContain('POLIS-99');
    expect(html).not.toContain('<!--landing-campers-->');
  });

  it('shows the same campers as GET /api/public/campers, in the same order', async () => {
    await server.createCamper({ naam: 'Aaa Eerste' });
    const api = (await (await server.request('/api/public/campers')).json()) as {
      campers: { naam: string }[];
    };
    const html = await (await app().request('/')).text();
    const names = [...html.matchAll(/class="landing-camper-name">([^<]*)</g)].map((m) => m[1]);
    expect(names).toEqual(
      api.campers.map((c) =>
        c.naam.replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
      ),
    );
  });

  it('is fresh after every camper change: a new ETag, never a stale 304', async () => {
    const first = await app().request('/');
    const etag = first.headers.get('etag') ?? '';
    expect((await app().request('/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const id = await server.createCamper({ naam: 'Nieuwe Nomade' });
    const changed = await app().request('/', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Nieuwe Nomade');
    await server.db.updateTable('campers').set({ naam: 'Hernoemde Nomade' }).where('id', '=', id).execute();
    const renamed = await (await app().request('/')).text();
    expect(renamed).toContain('Hernoemde Nomade');
    expect(renamed).not.toContain('Nieuwe Nomade');
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await app().request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('Beschikbare campers');
  });

  it('shows the first 12 campers by name and how many more there are, not a federation of cards', async () => {
    for (let i = 0; i < 14; i++)
      await server.createCamper({ naam: `Zzz Reeks ${String(i).padStart(2, '0')}` });
    const api = (await (await server.request('/api/public/campers?limit=12')).json()) as {
      campers: { naam: string }[];
      totaal: number;
    };
    const html = await (await app().request('/')).text();
    const names = [...html.matchAll(/class="landing-camper-name">([^<]*)</g)].map((m) => m[1]);
    expect(names).toHaveLength(12);
    expect(names[0]).toBe(
      api.campers[0]?.naam.replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
    );
    expect(html).toContain(`Bekijk nog ${api.totaal - 12} campers`);
    expect(html).toContain('href="/auth?redirect=dashboard&amp;stap=registreren">Bekijk nog');
  });

  it('keeps the hero when the database cannot answer', async () => {
    const broken = new Hono<AppEnv>();
    broken.use('*', async (c, next) => {
      c.set('deps', { config: server.config, db: {} } as unknown as Deps);
      await next();
    });
    broken.route('/', createWebRoutes(dists));
    const res = await broken.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Camperdeel</h1>');
    expect(html).not.toContain('Beschikbare campers');
  });
});
