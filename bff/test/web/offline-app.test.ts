import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { WebDists } from '../../src/web/web-apps.ts';
import { fakeDists, webRoutesOnConfig, writeBuildFile } from '../support/fake-build.ts';

// The installable owner app's routes over a fake build: manifest, icons, service worker and their headers.
let root: string;
let dists: WebDists;

function app(env: Record<string, string> = {}) {
  return webRoutesOnConfig(loadConfig({ DATA_DIR: join(root, 'data'), ...env }), dists);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'camperdeel-offline-'));
  dists = fakeDists(root);
  writeBuildFile(join(dists.shell, 'index.html'), '<!doctype html><div id="root"></div>');
  // The built worker (shell/src/service-worker/) with Workbox's placeholder for the precache list.
  writeBuildFile(join(dists.shell, 'sw.js'), '(()=>{const e=self.__WB_MANIFEST;precacheAndRoute(e)})();');
  writeBuildFile(join(dists.shell, 'static/js/index.abc.js'), 'export {};');
  writeBuildFile(join(dists.shell, 'static/js/index.abc.js.map'), '{}');
  writeBuildFile(join(dists.remotes.mfe_owner, 'mf-manifest.json'), '{}');
  writeBuildFile(join(dists.remotes.mfe_owner, 'remoteEntry.js'), 'var owner;');
  writeBuildFile(join(dists.remotes.mfe_owner, 'static/js/async/delete-dialog.def.js'), 'export {};');
  writeBuildFile(join(dists.remotes.mfe_admin, 'static/js/async/admin.ghi.js'), 'export {};');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the web app manifest', () => {
  it('names the app in Dutch, starts on Mijn camper and lists fetchable 192 and 512 px icons, one maskable', async () => {
    const res = await app().request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/mijn-camper',
      display: 'standalone',
      short_name: 'Camperdeel',
    });
    expect(manifest.name).toContain('Mijn camper');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await app().request(icon.src);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(new Set(manifest.icons.map((icon) => icon.sizes))).toEqual(new Set(['192x192', '512x512']));
    expect((await app().request('/app-icons/..%2f..%2fconfig.ts')).status).toBe(404);
  });
});

describe('the service worker', () => {
  type Entry = { url: string; revision: string | null };
  async function precacheOf(res: Response): Promise<Entry[]> {
    const match = /const e=(\[.*\]);precacheAndRoute/.exec(await res.text());
    return JSON.parse(match?.[1] ?? 'null') as Entry[];
  }

  it('is the built worker served from the root, always revalidated, precaching the shell and every owner chunk but no admin code', async () => {
    const res = await app().request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    const entries = await precacheOf(res);
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain('/static/js/index.abc.js');
    expect(urls).toContain('/remotes/mfe_owner/static/js/async/delete-dialog.def.js');
    expect(urls).toContain('/remotes.json');
    expect(urls.some((url) => url.endsWith('.map') || url.includes('mfe_admin'))).toBe(false);
    // Hashed names need no revision; the entry and the manifest keep their names, so they carry one.
    expect(entries.find((entry) => entry.url === '/static/js/index.abc.js')?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === '/remotes/mfe_owner/remoteEntry.js')?.revision).toMatch(
      /^[\w-]{16}$/,
    );
  });

  it('gets a new version when an owner chunk or the owner entry changes', async () => {
    const before = await (await app().request('/sw.js')).text();
    writeBuildFile(join(dists.remotes.mfe_owner, 'static/js/async/new-dialog.xyz.js'), 'export {};');
    const after = await (await app().request('/sw.js')).text();
    expect(after).not.toBe(before);
    writeBuildFile(join(dists.remotes.mfe_owner, 'remoteEntry.js'), 'var owner = 2;');
    expect(await (await app().request('/sw.js')).text()).not.toBe(after);
  });

  it('leaves an owner remote served from another origin to the network', async () => {
    const res = await app({ REMOTE_OWNER_URL: 'https://owner.example.nl/mf-manifest.json' }).request(
      '/sw.js',
    );
    const urls = (await precacheOf(res)).map((entry) => entry.url);
    expect(urls).toContain('/static/js/index.abc.js');
    expect(urls.some((url) => url.includes('mfe_owner'))).toBe(false);
  });

  it('is unavailable while the shell is not built', async () => {
    rmSync(join(dists.shell, 'sw.js'));
    try {
      expect((await app().request('/sw.js')).status).toBe(503);
    } finally {
      writeBuildFile(join(dists.shell, 'sw.js'), '(()=>{const e=self.__WB_MANIFEST;precacheAndRoute(e)})();');
    }
  });

  it('is allowed by the pages’ CSP for manifest and worker from our origin only, nothing else loosened', async () => {
    const csp = (await app().request('/mijn-camper')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/\*|unsafe-eval/);
  });
});
