/**
 * The test clients' response validator (support/contract.ts) refuses what the OpenAPI document does not promise, so
 * every suite that talks to the server through it fails on a drift: an unlisted status, a body off its schema, an
 * unlisted media type, a body where none is documented, an unknown /api path answering anything but the error
 * envelope. Answers are built here by hand (what a drifted server would send); the last cases ask the real server.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ContractError, checkResponse } from '../support/contract.ts';
import { startContractProxy } from '../support/contract-proxy.ts';
import { serverForFile } from '../support/file-server.ts';

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

const envelope = { error: { code: 'not_found', message: 'Niet gevonden.' } };

describe('the response validator refuses a drift', () => {
  it('an audit page whose volgende is a number (the paging cursor is an opaque string)', async () => {
    const drifted = checkResponse(
      'GET',
      '/api/admin/audit',
      json(200, { gebeurtenissen: [], volgende: 41, totaal: 0 }),
    );
    await expect(drifted).rejects.toThrow(ContractError);
    await expect(drifted).rejects.toThrow(
      /GET \/api\/admin\/audit → 200: the body does not match the 200 schema/,
    );
    await expect(drifted).rejects.toThrow(/\/volgende must be string,null/);
    await checkResponse(
      'GET',
      '/api/admin/audit',
      json(200, { gebeurtenissen: [], volgende: 'WzQxXQ', totaal: 41 }),
    );
  });

  it('a status the operation does not list, naming the operation and the listed ones', async () => {
    await expect(checkResponse('GET', '/api/health', json(418, envelope))).rejects.toThrow(
      /status 418 is not listed for operation GET \/health \(listed: 200, 400, 401, 413, 429, 500\)/,
    );
  });

  it('a field the closed schema does not know, and a missing one', async () => {
    const me = {
      id: 'x',
      email: 'a@b.nl',
      naam: 'A',
      status: 'prospect',
      is_admin: false,
      rol: null,
      profielfoto_url: null,
      camper_id: null,
      email_bevestigd: true,
    };
    await checkResponse('GET', '/api/auth/me', json(200, { user: me }));
    await expect(
      checkResponse('GET', '/api/auth/me', json(200, { user: { ...me, wachtwoord: 'x' } })),
    ).rejects.toThrow(/\/user must NOT have additional properties 'wachtwoord'/);
    const { email_bevestigd: _, ...missing } = me;
    await expect(checkResponse('GET', '/api/auth/me', json(200, { user: missing }))).rejects.toThrow(
      /must have required property 'email_bevestigd'/,
    );
  });

  it('an error that is not the envelope', async () => {
    await expect(
      checkResponse('POST', '/api/auth/login', json(401, { fout: 'Onjuist wachtwoord' })),
    ).rejects.toThrow(/does not match the 401 schema of POST \/auth\/login/);
  });

  it('a media type the answer does not list, and a body where none is documented', async () => {
    await expect(
      checkResponse('GET', '/api/health', new Response('ok', { headers: { 'content-type': 'text/plain' } })),
    ).rejects.toThrow(/content-type 'text\/plain' is not listed for 200 of operation GET \/health/);
    const camperId = '00000000-0000-4000-8000-000000000000';
    await expect(
      checkResponse('GET', `/api/documents/${camperId}/download`, json(302, { url: 'x' })),
    ).rejects.toThrow(/documents no body for 302/);
  });

  it('an unknown /api path that answers anything but a 4xx error envelope', async () => {
    await checkResponse('GET', '/api/bestaat-niet', json(404, envelope));
    await expect(checkResponse('GET', '/api/bestaat-niet', json(200, {}))).rejects.toThrow(
      /no operation of the document matches/,
    );
  });
});

describe('the proxy in front of a client in its own process (the CLI)', () => {
  it('passes the answer on unchanged and fails afterwards on a drift', async () => {
    const drifted = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ gebeurtenissen: [], volgende: 41 }));
    });
    await new Promise<void>((resolve) => drifted.listen(0, '127.0.0.1', resolve));
    const proxy = await startContractProxy(`http://127.0.0.1:${(drifted.address() as AddressInfo).port}`);
    try {
      const res = await fetch(`${proxy.url}/api/admin/audit?limit=1`);
      expect(await res.json()).toEqual({ gebeurtenissen: [], volgende: 41 });
      expect(() => proxy.assertContract()).toThrow(/GET \/api\/admin\/audit → 200: the body does not match/);
    } finally {
      await proxy.close();
      drifted.close();
    }
  });
});

describe('against the real server', () => {
  const t = serverForFile();

  it('the gate failures are documented on every operation: NUL in the URL, a bad token, a cross-site write', async () => {
    // t.request validates each of these answers; an undocumented one throws here.
    expect((await t.request('/api/campers%00')).status).toBe(400);
    expect(
      (await t.request('/api/public/campers', { headers: { authorization: 'Bearer nep' } })).status,
    ).toBe(401);
    const crossSite = await t.request('/api/auth/login', {
      json: { email: 'a@b.nl', password: 'x' },
      headers: { origin: 'https://elders.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('login, password change, erase and resend document their 401 and 403', async () => {
    const member = await t.createProspect();
    const login = (json: unknown) => t.request('/api/auth/login', { json });
    expect((await login({ email: member.email, wachtwoord: 'fout-fout-fout' })).status).toBe(401);
    expect((await login({ email: member.email, wachtwoord: member.password, rol: 'admin' })).status).toBe(
      403,
    );
    const change = { huidig_wachtwoord: 'fout-fout-fout', nieuw_wachtwoord: 'een-nieuw-wachtwoord' };
    expect((await t.request('/api/me/password', { json: change })).status).toBe(401);
    expect((await t.request('/api/me/password', { json: change, cookie: member.cookie })).status).toBe(403);
    const erase = { method: 'DELETE', json: { wachtwoord: 'fout-fout-fout' } };
    expect((await t.request('/api/me', erase)).status).toBe(401);
    expect((await t.request('/api/me', { ...erase, cookie: member.cookie })).status).toBe(403);
    expect((await t.request('/api/auth/confirm-email/resend', { json: {} })).status).toBe(401);
    // With the route's own reason, not only the gate's generic text.
    type Doc = {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const doc = (await (await t.request('/api/openapi.json')).json()) as Doc;
    const reason = (path: string, method: string, status: string) =>
      doc.paths[path]?.[method]?.responses[status]?.description;
    expect(reason('/auth/login', 'post', '401')).toContain('invalid_credentials');
    expect(reason('/auth/login', 'post', '403')).toContain('not_admin');
    expect(reason('/me/password', 'post', '403')).toContain('wrong_password');
    expect(reason('/me', 'delete', '403')).toContain('wrong_password');
    expect(reason('/auth/confirm-email/resend', 'post', '401')).toBe('Niet ingelogd');
  });
});
