import { describe, expect, test } from 'vitest';
import { expectSecureHeaders } from '../contract/helpers.ts';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

describe('each step of the /api pipeline answers its own errors, and the steps around it finish them (http/api-gate.ts)', () => {
  test('a refused CSRF request, a route error and a success all get the security headers and no-store', async () => {
    const user = await t.createProspect();
    const refused = await t.request('/api/auth/logout', {
      method: 'POST',
      cookie: user.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.status).toBe(403);
    const missing = await t.request('/api/campers/00000000-0000-4000-8000-000000000000', {
      cookie: user.cookie,
    });
    expect(missing.status).toBe(404);
    const ok = await t.request('/api/auth/me', { cookie: user.cookie });
    expect(ok.status).toBe(200);
    for (const res of [refused, missing, ok]) {
      expectSecureHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a route’s own Cache-Control stands; a NUL in the URL is 400 with the security headers', async () => {
    const list = await t.request('/api/public/campers');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
    expectSecureHeaders(list);
    const nul = await t.request('/api/campers/%00');
    expect(nul.status).toBe(400);
    expectSecureHeaders(nul);
  });

  test('an unknown session cookie is cleared and the request goes on anonymously', async () => {
    const res = await t.request('/api/auth/me', { cookie: 'camperdeel_session=onbekend' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie') ?? '').toMatch(/camperdeel_session=;.*Max-Age=0/);
    expectSecureHeaders(res);
  });
});
