import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { precacheList } from '../../src/web/offline/precache-list.ts';
import { precompressFolder } from '../../src/web/precompressed.ts';
import type { WebDists } from '../../src/web/web-apps.ts';
import { webRoutesOnConfig, writeBuildFile } from '../support/fake-build.ts';

// The web routes on their own, over a fake build in a temp folder: no database, no real build needed.
let root: string;
let dists: WebDists;

function appFor(webDists: WebDists) {
  const config = loadConfig({
    DATA_DIR: join(root, 'data'),
    REMOTE_ADMIN_URL: 'https://admin.example/mf-manifest.json',
  });
  const app = webRoutesOnConfig(config, webDists);
  app.notFound((c) => c.json({ error: { code: 'not_found' } }, 404));
  return app;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'camperdeel-web-'));
  dists = {
    shell: join(root, 'shell'),
    remotes: {
      mfe_public: join(root, 'pub'),
      mfe_owner: join(root, 'missing'),
      mfe_admin: join(root, 'adm'),
    },
  };
  writeBuildFile(join(dists.shell, 'index.html'), '<!doctype html><div id="root"></div>');
  writeBuildFile(join(dists.shell, 'landing.html'), '<!doctype html><h1>Camperdeel</h1>');
  writeBuildFile(
    join(dists.shell, 'static/js/index.abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeBuildFile(join(root, 'secret.txt'), 'geheim');
  for (const dist of [dists.remotes.mfe_public, dists.remotes.mfe_admin]) {
    writeBuildFile(join(dist, 'mf-manifest.json'), '{"name":"remote"}');
    writeBuildFile(join(dist, 'remoteEntry.js'), 'var remote;');
    writeBuildFile(join(dist, 'static/js/async/page.def456.js'), 'export {};');
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the shell', () => {
  it('answers / with the static landing page, not cached, with a CSP', async () => {
    const res = await appFor(dists).request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Camperdeel</h1>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://admin.example");
  });

  it('answers every page path with the SPA, so the app renders deep links', async () => {
    for (const path of ['/auth', '/admin/dashboard/campers', '/mijn-camper/mede-eigenaars', '/dashboard/']) {
      const res = await appFor(dists).request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers an unknown page path with status 404 and the SPA, which renders its own 404 page', async () => {
    for (const path of ['/bestaat/niet', '/admin/dashboard/geheim', '/mijn-camper/kalender/2026', '/authx']) {
      const res = await appFor(dists).request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await res.text()).toContain('<div id="root">');
    }
    // Never a 304 for a 404, whatever the browser cached.
    const etag = (await appFor(dists).request('/auth')).headers.get('etag') ?? '';
    const again = await appFor(dists).request('/bestaat', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(404);
  });

  it('never answers /api or /files, which other routes own', async () => {
    for (const path of ['/api/unknown', '/files/x/y.png']) {
      const res = await appFor(dists).request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found' } });
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await appFor(dists).request('/static/js/index.abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(1000);
  });

  it("sends the build's compressed copy as it is, in the encoding asked for, and never a stale one", async () => {
    const file = join(dists.shell, 'static/js/copied.abc123.js');
    writeBuildFile(file, `console.log(${JSON.stringify('y'.repeat(4000))});`);
    expect(await precompressFolder(dists.shell)).toBeGreaterThanOrEqual(2);
    // Marked, so the answer can only have come from the copy on disk.
    writeFileSync(`${file}.br`, brotliCompressSync('/* van de bouw */'));
    writeFileSync(`${file}.gz`, gzipSync('/* van de bouw, gzip */'));
    const br = await appFor(dists).request('/static/js/copied.abc123.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('/* van de bouw */');
    const gz = await appFor(dists).request('/static/js/copied.abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('/* van de bouw, gzip */');
    // The file replaced after its copies were written: compressed from the file itself.
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const fresh = await appFor(dists).request('/static/js/copied.abc123.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(brotliDecompressSync(Buffer.from(await fresh.arrayBuffer())).toString()).toContain('yyyy');
    // The copies are the server's to send, not files of their own for the offline app.
    expect(
      precacheList(dists, loadConfig({ DATA_DIR: join(root, 'data') })).map((e) => e.url),
    ).not.toContainEqual(expect.stringMatching(/\.(br|gz)$/));
  });

  it('answers a missing file with 404 and a known ETag with 304', async () => {
    expect((await appFor(dists).request('/static/js/gone.js')).status).toBe(404);
    const first = await appFor(dists).request('/auth');
    const etag = first.headers.get('etag') ?? '';
    const again = await appFor(dists).request('/auth', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('does not serve files outside the build', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/static/..%2f..%2fsecret.txt',
      '/remotes/mfe_admin/..%2f..%2fsecret.txt',
    ]) {
      const res = await appFor(dists).request(path);
      expect(await res.text()).not.toContain('geheim');
    }
  });

  it('explains in Dutch when the shell is not built', async () => {
    const res = await appFor({ ...dists, shell: join(root, 'nothing') }).request('/auth');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('nog niet gebouwd');
  });
});

describe('the remotes', () => {
  it('serves the manifest and remoteEntry uncached, with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await appFor(dists).request(`/remotes/mfe_public/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed chunks immutable', async () => {
    const res = await appFor(dists).request('/remotes/mfe_admin/static/js/async/page.def456.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an unbuilt remote with a Dutch 503 and an unknown one with 404', async () => {
    const unbuilt = await appFor(dists).request('/remotes/mfe_owner/mf-manifest.json');
    expect(unbuilt.status).toBe(503);
    expect(await unbuilt.text()).toContain('nog niet gebouwd');
    expect((await appFor(dists).request('/remotes/other/mf-manifest.json')).status).toBe(404);
  });

  it('publishes the runtime remote configuration from the environment', async () => {
    const res = await appFor(dists).request('/remotes.json');
    expect(await res.json()).toEqual({
      mfe_public: '/remotes/mfe_public/mf-manifest.json',
      mfe_owner: '/remotes/mfe_owner/mf-manifest.json',
      mfe_admin: 'https://admin.example/mf-manifest.json',
    });
  });

  it('serves the partner embed loader pointing at the public remote', async () => {
    const res = await appFor(dists).request('/embed/carousel.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain('"/remotes/mfe_public/mf-manifest.json"');
  });

  it('logs the path of a page that was not found', async () => {
    const res = await appFor(dists).request('/client-log/not-found', {
      method: 'POST',
      body: JSON.stringify({ path: '/bestaat/niet' }),
    });
    expect(res.status).toBe(204);
    const tooBig = await appFor(dists).request('/client-log/not-found', {
      method: 'POST',
      body: JSON.stringify({ path: 'x'.repeat(5000) }),
    });
    expect(tooBig.status).toBe(413);
  });
});
