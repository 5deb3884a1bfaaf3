import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason, WEB_APPS, workspaceDependencies } from '../lib/web-apps.ts';

const app = { dir: 'mfe-owner', markers: ['dist/mf-manifest.json', 'dist-server/first-screen.mjs'] };
let root = '';

function write(path: string, text: string, secondsAgo: number) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
}

/** A small repository: an app that depends on the client package, which depends on rules; a bff it only types against. */
function repository() {
  root = mkdtempSync(join(tmpdir(), 'camperdeel-fresh-'));
  const pkg = (name: string, dependencies: Record<string, string> = {}, devDependencies = {}) =>
    JSON.stringify({ name, dependencies, devDependencies });
  write(
    'package.json',
    JSON.stringify({ workspaces: ['packages/rules', 'packages/client', 'federation', 'bff', 'mfe-owner'] }),
    100,
  );
  write('package-lock.json', '{}', 100);
  write('packages/rules/package.json', pkg('@camperdeel/rules'), 100);
  write('packages/rules/src/dates.ts', 'export {};', 100);
  write('packages/client/package.json', pkg('@camperdeel/client', { '@camperdeel/rules': '0.1.0' }), 100);
  write('packages/client/src/api.ts', 'export {};', 100);
  write('federation/package.json', pkg('@camperdeel/federation'), 100);
  write('federation/config.ts', 'export {};', 100);
  write('bff/package.json', pkg('@camperdeel/bff'), 100);
  write('bff/src/app.ts', 'export {};', 100);
  write(
    'mfe-owner/package.json',
    pkg(
      '@camperdeel/mfe-owner',
      { '@camperdeel/client': '0.1.0', react: '19' },
      { '@camperdeel/bff': '0.1.0' },
    ),
    100,
  );
  write('mfe-owner/src/index.ts', 'export {};', 100);
  // Built last and stamped a little ahead (the folders just made count as changed too, to the file system's clock).
  write('mfe-owner/dist/mf-manifest.json', '{}', -2);
  write('mfe-owner/dist-server/first-screen.mjs', 'export {};', -2);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('build freshness', () => {
  it('follows the workspace packages a web app is built from, not the ones it only takes types from', () => {
    repository();
    expect(workspaceDependencies('mfe-owner', root)).toEqual([
      'federation',
      'packages/client',
      'packages/rules',
    ]);
  });

  it('finds a fresh build fresh', () => {
    repository();
    expect(staleReason(app, root)).toBeNull();
  });

  it.each([
    'packages/rules/src/dates.ts',
    'packages/client/src/api.ts',
    'federation/config.ts',
    'mfe-owner/src/index.ts',
    'package-lock.json',
  ])('rebuilds after a change in %s', (path) => {
    repository();
    write(path, 'export const changed = true;', -10);
    expect(staleReason(app, root)).toBe('bronnen gewijzigd');
  });

  it('builds again when the server render is missing or older than the sources', () => {
    repository();
    rmSync(join(root, 'mfe-owner/dist-server/first-screen.mjs'));
    expect(staleReason(app, root)).toBe('nog niet gebouwd');
    write('mfe-owner/dist-server/first-screen.mjs', 'export {};', 200);
    expect(staleReason(app, root)).toBe('bronnen gewijzigd');
  });

  it('does not rebuild for a server change the bundle only takes types from', () => {
    repository();
    write('bff/src/app.ts', 'export const changed = true;', -10);
    expect(staleReason(app, root)).toBeNull();
  });

  it('covers every workspace the real web apps are built from', () => {
    const deps = Object.fromEntries(WEB_APPS.map((web) => [web.dir, workspaceDependencies(web.dir)]));
    for (const web of WEB_APPS) {
      expect(deps[web.dir]).toEqual(expect.arrayContaining(['federation', 'packages/rules', 'packages/ui']));
    }
    expect(deps.shell).toContain('packages/client');
    expect(deps['mfe-owner']).toContain('packages/client');
  });
});
