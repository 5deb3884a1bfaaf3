import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { checkedFetch } from '../support/contract.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, withTestServer } from '../support/server.ts';

const t = serverForFile();

async function errorCode(res: Response): Promise<string> {
  return (await readJson<ErrorBody>(res)).error.code;
}

describe('CSRF', () => {
  test('a cross-origin POST is refused before it does anything', async () => {
    const user = await t.createProspect();
    const res = await t.request('/api/auth/logout', {
      method: 'POST',
      cookie: user.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await readJson<ErrorBody>(res)).toEqual({
      error: { code: 'csrf_rejected', message: 'Dit verzoek kwam niet van Camperdeel en is geweigerd.' },
    });
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
  });

  test('Sec-Fetch-Site cross-site or same-site is refused, also for JSON', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.request('/api/auth/login', {
        json: { email: 'a@voorbeeld.nl', wachtwoord: 'x' },
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('csrf_rejected');
    }
  });

  test('same-origin and header-less (non-browser) requests pass; GET is never checked', async () => {
    const user = await t.createProspect();
    const same = await t.request('/api/auth/logout', {
      method: 'POST',
      cookie: user.cookie,
      headers: { origin: t.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    const plain = await t.request('/api/auth/logout', { method: 'POST' });
    expect(plain.status).toBe(200);
    const read = await t.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('input errors', () => {
  test('malformed JSON is 400 invalid_json', async () => {
    const res = await t.request('/api/auth/login', {
      body: '{"email": "a@voorbeeld.nl",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await readJson<ErrorBody>(res)).toEqual({
      error: { code: 'invalid_json', message: 'Het verzoek bevat geen geldige JSON.' },
    });
  });

  test('a media type in capitals is still JSON: malformed or empty is 400 invalid_json, never an uncatalogued code', async () => {
    for (const body of ['', '{"email":']) {
      const res = await t.request('/api/auth/register', {
        body,
        headers: { 'content-type': 'APPLICATION/JSON' },
      });
      expect(res.status).toBe(400);
      expect(await readJson<ErrorBody>(res)).toEqual({
        error: { code: 'invalid_json', message: 'Het verzoek bevat geen geldige JSON.' },
      });
    }
  });

  test('a JSON body under another media type is 400, never read as an empty body that "succeeds"', async () => {
    const user = await t.createProspect();
    const before = await readJson<{ profile: { naam: string } }>(
      await t.request('/api/me/profile', { cookie: user.cookie }),
    );
    const wrongType = { message: 'Stuur de gegevens als JSON (Content-Type: application/json).' };
    for (const contentType of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const patched = await t.request('/api/me/profile', {
        method: 'PATCH',
        cookie: user.cookie,
        body: '{"naam":"Veranderd"}',
        headers: { 'content-type': contentType },
      });
      expect(patched.status).toBe(400);
      expect(await readJson<ErrorBody>(patched)).toEqual({ error: { code: 'invalid_input', ...wrongType } });
      const registered = await t.request('/api/auth/register', {
        body: '{"email":"nieuw@voorbeeld.nl","wachtwoord":"lang-genoeg-123","naam":"Nieuw"}',
        headers: { 'content-type': contentType },
      });
      expect(registered.status).toBe(400);
      expect((await readJson<ErrorBody>(registered)).error.message).toBe(wrongType.message);
    }
    expect(await readJson(await t.request('/api/me/profile', { cookie: user.cookie }))).toEqual(before);
  });

  test('a NUL (U+0000) in path, query or JSON text is 400 before the database sees it (PostgreSQL cannot store it)', async () => {
    const admin = await t.createAdmin();
    const nul = {
      error: { code: 'invalid_input', message: 'Ongeldig verzoek: het teken U+0000 is niet toegestaan.' },
    };
    const before = await t.db.selectFrom('users').selectAll().orderBy('id').execute();
    for (const [path, init] of [
      ['/api/admin/users/%00', { method: 'PATCH', json: { naam: 'Anders' } }],
      ['/api/admin/blocks/a%00b', { method: 'DELETE' }],
      ['/api/admin/audit?q=%00', {}],
      [
        '/api/me/profile',
        { method: 'PATCH', body: '{"naam":"A\\u0000B"}', headers: { 'content-type': 'application/json' } },
      ],
    ] as const) {
      const res = await t.request(path, { ...init, cookie: admin.cookie });
      expect([path, res.status]).toEqual([path, 400]);
      expect(await readJson<ErrorBody>(res)).toEqual(nul);
    }
    expect(await t.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
  });

  test('unknown fields and wrong types are 400 invalid_input with a Dutch message', async () => {
    const extra = await t.request('/api/auth/login', {
      json: { email: 'a@voorbeeld.nl', wachtwoord: 'geheim1', admin: true },
    });
    expect(extra.status).toBe(400);
    expect((await readJson<ErrorBody>(extra)).error.message).toBe('Onbekend veld: admin');
    const wrongType = await t.request('/api/auth/login', { json: { email: 42, wachtwoord: 'geheim1' } });
    expect(wrongType.status).toBe(400);
    expect(await errorCode(wrongType)).toBe('invalid_input');
  });

  test('a JSON body over 1 MB is 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@voorbeeld.nl', wachtwoord: 'x'.repeat(1024 * 1024) });
    const declared = await t.request('/api/auth/login', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(await errorCode(declared)).toBe('payload_too_large');

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await checkedFetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  test('a multipart body declaring more than any upload limit is 413 before it is read', async () => {
    // Raw HTTP: announce 200 MB, send a few bytes, and wait for the answer without ever sending the rest.
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request(`${t.url}/api/me/profile/photo`, {
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(200 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.write('--x\r\n');
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'file_too_large' } });
  });

  test('an unknown /api path is a JSON 404', async () => {
    const res = await t.request('/api/bestaat-niet');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await errorCode(res)).toBe('not_found');
  });
});

describe('security headers', () => {
  test('present on API answers, errors included', async () => {
    for (const path of ['/api/health', '/api/bestaat-niet', '/api/auth/me']) {
      const res = await t.request(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('throttling', () => {
  const limited = serverForFile({
    env: { THROTTLE_AUTH_PER_MINUTE: '3', THROTTLE_WRITE_PER_MINUTE: '5', THROTTLE_READ_PER_MINUTE: '8' },
  });

  test('login attempts beyond the strict tier get 429 with Retry-After and a Dutch message', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await limited.request('/api/auth/login', {
        json: { email: 'x@voorbeeld.nl', wachtwoord: 'geheim1' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await readJson<ErrorBody>(last as Response);
    expect(body.error).toMatchObject({
      code: 'throttled',
      message: 'Je hebt te veel verzoeken gedaan. Wacht even en probeer het opnieuw.',
    });
  });

  test('a stolen session guessing the password (to change it or erase the account) is throttled like a login', async () => {
    await withTestServer({ env: { THROTTLE_AUTH_PER_MINUTE: '3' } }, async (fresh) => {
      const user = await fresh.createProspect();
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) {
        const changed = await fresh.request('/api/me/password', {
          cookie: user.cookie,
          json: { huidig_wachtwoord: `gok-${i}`, nieuw_wachtwoord: 'een-nieuw-wachtwoord' },
        });
        statuses.push(changed.status);
      }
      for (let i = 0; i < 2; i++) {
        const erased = await fresh.request('/api/me', {
          method: 'DELETE',
          cookie: user.cookie,
          json: { wachtwoord: `gok-${i}` },
        });
        statuses.push(erased.status);
      }
      expect(statuses).toEqual([403, 403, 403, 429]);
    });
  });

  test('guessing API tokens is throttled like guessing passwords', async () => {
    await withTestServer({ env: { THROTTLE_AUTH_PER_MINUTE: '3' } }, async (fresh) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fresh.request('/api/health', {
          headers: { authorization: `Bearer cdl_geraden${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });

  test('writes and reads have their own, more generous tiers', async () => {
    const writes: number[] = [];
    for (let i = 0; i < 6; i++)
      writes.push((await limited.request('/api/auth/logout', { method: 'POST' })).status);
    expect(writes).toEqual([200, 200, 200, 200, 200, 429]);
    const reads: number[] = [];
    for (let i = 0; i < 9; i++) reads.push((await limited.request('/api/health')).status);
    expect(reads.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(reads[8]).toBe(429);
  });
});
