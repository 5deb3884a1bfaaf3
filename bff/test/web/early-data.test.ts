import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/env.ts';
import { fakeDists, visit, webRoutesOver, writeBuildFile } from '../support/fake-build.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';

// The web routes over a fake build, on the test server's real database, so sessions are real; the API answers
// the early reads are compared with come from the real server.
let t: TestServer;
let root: string;
let web: Hono<AppEnv>;
let prospect: TestUser;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  root = mkdtempSync(join(tmpdir(), 'camperdeel-early-'));
  const dists = fakeDists(root);
  writeBuildFile(
    join(dists.shell, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  web = webRoutesOver(t, dists);
  prospect = await t.createProspect();
  owner = await t.createOwner(await t.createCamper());
  admin = await t.createAdmin();
});

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(path: string, cookie?: string) {
  const { res, html } = await visit(web, path, cookie);
  const tag = /<script( data-[a-z]+="[^"]*")>([^<]*)<\/script>/.exec(html);
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  const attribute = (name: string) => {
    const found = new RegExp(`data-${name}="([^"]*)"`).exec(tag?.[1] ?? '');
    return found ? (JSON.parse(decode(found[1] ?? '')) as unknown) : undefined;
  };
  return { res, html, script: tag?.[2], reads: attribute('reads'), anonymous: attribute('anonymous') };
}

describe('early data in the app HTML', () => {
  it('tells a visitor without a session what /api/auth/me would answer, byte for byte, and starts nothing', async () => {
    const { reads, anonymous } = await page('/auth');
    const api = await t.request('/api/auth/me');
    expect(anonymous).toEqual({ path: '/api/auth/me', status: api.status, body: await api.json() });
    expect(api.status).toBe(401);
    expect(reads).toBeUndefined();
  });

  it('treats a forged or expired session cookie as no session and clears it', async () => {
    const { res, anonymous, reads } = await page('/dashboard', 'camperdeel_session=vervalst-token');
    expect(anonymous).toMatchObject({ status: 401 });
    expect(reads).toBeUndefined();
    expect(res.headers.get('set-cookie')).toMatch(/camperdeel_session=;/);
  });

  it("starts each page's first reads for the user it is for, and each answers that user 200", async () => {
    const cases: [string, TestUser, string[]][] = [
      ['/dashboard', prospect, ['/api/auth/me', '/api/campers?limit=12', '/api/me/notifications']],
      ['/mijn-camper', owner, ['/api/auth/me', '/api/owner/camper', '/api/owner/documents']],
      ['/mijn-camper/kalender/', owner, ['/api/auth/me', '/api/owner/credits', '/api/owner/reservations']],
      ['/admin/dashboard', admin, ['/api/auth/me', '/api/admin/users']],
    ];
    for (const [path, user, expected] of cases) {
      const { reads } = await page(path, user.cookie);
      expect(reads, path).toEqual(expect.arrayContaining(expected));
      for (const read of reads as string[]) {
        const res = await t.request(read, { cookie: user.cookie });
        expect(res.status, `${path}: ${read}`).toBe(200);
      }
    }
  });

  it('starts no reads a user may not make (a 403 would be a console error), only who is signed in', async () => {
    expect((await page('/mijn-camper', prospect.cookie)).reads).toEqual(['/api/auth/me']);
    expect((await page('/admin/dashboard', owner.cookie)).reads).toEqual(['/api/auth/me']);
    expect((await page('/auth', owner.cookie)).reads).toEqual(['/api/auth/me']);
  });

  it('allows exactly its inline script by hash in the CSP; a 404 page gets no script', async () => {
    const { res, script } = await page('/dashboard', prospect.cookie);
    const hash = createHash('sha256')
      .update(script ?? '')
      .digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).not.toContain('unsafe-inline');
    const missing = await page('/bestaat-niet', prospect.cookie);
    expect(missing.res.status).toBe(404);
    expect(missing.script).toBeUndefined();
  });

  it('escapes the attributes it writes', async () => {
    const { html } = await page('/auth');
    const attribute = /data-anonymous="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(attribute).not.toMatch(/[<"]/);
    expect(attribute).toContain('&quot;');
  });
});
