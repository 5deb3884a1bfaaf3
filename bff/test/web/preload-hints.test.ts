import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { preloadHints } from '../../src/web/preload-hints.ts';
import type { WebDists } from '../../src/web/web-apps.ts';
import { fakeDists, writeBuildFile } from '../support/fake-build.ts';

let root: string;
let dists: WebDists;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'camperdeel-hints-'));
  dists = fakeDists(root);
  writeBuildFile(join(dists.shell, 'static/js/async/bootstrap.b00.js'), '');
  writeBuildFile(join(dists.shell, 'static/css/async/bootstrap.c00.css'), '');
  writeBuildFile(
    join(dists.shell, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', assets: { js: { sync: ['static/js/async/r.1.js'] } } },
        { name: '@ark-ui/react/dialog', assets: { js: { sync: ['static/js/async/dialog.1.js'] } } },
      ],
    }),
  );
  writeBuildFile(
    join(dists.remotes.mfe_public, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'PublicArea',
          assets: {
            js: { sync: ['static/js/async/expose.1.js'] },
            css: { sync: ['static/css/async/a.css'] },
          },
        },
        { name: 'mount', assets: { js: { sync: ['static/js/async/mount.1.js'] } } },
      ],
    }),
  );
  writeBuildFile(
    join(dists.remotes.mfe_public, 'page-assets.json'),
    JSON.stringify({
      pages: {
        '/dashboard': ['static/js/async/page.1.js', 'static/css/async/page.1.css'],
        '/auth': ['a.js'],
      },
      groups: {},
    }),
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = () =>
  loadConfig({ DATA_DIR: join(tmpdir(), 'x'), REMOTE_ADMIN_URL: 'https://admin.example/mf.json' });

describe('preloadHints', () => {
  it('starts the shell, the area manifest, its entry and exposed module with the HTML', () => {
    const hints = preloadHints('/dashboard/profile', config(), dists);
    expect(hints).toContain('<link rel="preload" href="/static/js/async/bootstrap.b00.js" as="script">');
    expect(hints).toContain('<link rel="preload" href="/static/css/async/bootstrap.c00.css" as="style">');
    expect(hints).toContain('<link rel="preload" href="/static/js/async/r.1.js" as="script">');
    expect(hints).not.toContain('dialog.1.js'); // only what the bootstrap needs
    expect(hints).toContain(
      '<link rel="preload" href="/remotes/mfe_public/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(hints).toContain('<link rel="preload" href="/remotes/mfe_public/remoteEntry.js" as="script">');
    expect(hints).toContain('href="/remotes/mfe_public/static/js/async/expose.1.js" as="script"');
    expect(hints).toContain('href="/remotes/mfe_public/static/css/async/a.css" as="style"');
    expect(hints).not.toContain('mount.1.js');
    // Data is started by the early data script (early-data.ts), never twice.
    expect(hints).not.toContain('/api/');
  });

  it("starts the chunks of the page in the address bar (page-assets.json), not other pages'", () => {
    for (const path of ['/dashboard', '/dashboard/']) {
      const hints = preloadHints(path, config(), dists);
      expect(hints).toContain(
        '<link rel="preload" href="/remotes/mfe_public/static/js/async/page.1.js" as="script">',
      );
      expect(hints).toContain('href="/remotes/mfe_public/static/css/async/page.1.css" as="style"');
      expect(hints).not.toContain('a.js');
    }
    expect(preloadHints('/dashboard/profile', config(), dists)).not.toContain('page.1.js');
  });

  it('takes the bootstrap group from the shell build when it lists one', () => {
    writeBuildFile(
      join(dists.shell, 'page-assets.json'),
      JSON.stringify({
        pages: {},
        groups: { bootstrap: ['static/js/async/bootstrap.b00.js', 'static/js/async/c.1.js'] },
      }),
    );
    try {
      expect(preloadHints('/auth', config(), dists)).toContain('href="/static/js/async/c.1.js" as="script"');
    } finally {
      rmSync(join(dists.shell, 'page-assets.json'));
    }
  });

  it('for a remote on another origin only preloads its manifest; the landing and unknown paths get the shell', () => {
    const admin = preloadHints('/admin', config(), dists);
    expect(admin).toContain('href="https://admin.example/mf.json" as="fetch" crossorigin="anonymous"');
    expect(admin).not.toContain('remoteEntry');
    const unknown = preloadHints('/bestaat-niet', config(), dists);
    expect(unknown).toContain('bootstrap.b00.js');
    expect(unknown).not.toContain('manifest');
    expect(unknown).not.toContain('/api/auth/me');
  });

  it('escapes a configured URL', () => {
    const odd = loadConfig({
      DATA_DIR: join(tmpdir(), 'x'),
      REMOTE_OWNER_URL: 'https://o.example/m.json?a="<x>',
    });
    expect(preloadHints('/mijn-camper', odd, dists)).toContain('m.json?a=&quot;&lt;x>');
  });
});
