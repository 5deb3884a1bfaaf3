import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { DEVICE_COOKIE } from '../../src/http/known-device.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/server.ts';

/**
 * Throttling as an attacker meets it: forged forwarding headers, a proxy in front, a flood of wrong passwords for
 * somebody else's e-mail, and an operator's bulk CLI work from the same office address as the members.
 */
let servers: TestServer[] = [];

async function server(env: Record<string, string>): Promise<TestServer> {
  const t = await startTestServer({ env: { THROTTLE_AUTH_PER_MINUTE: '3', ...env } });
  servers.push(t);
  return t;
}

afterEach(async () => {
  await Promise.all(servers.map((t) => t.close()));
  servers = [];
});

function login(t: TestServer, email: string, wachtwoord: string, headers: Record<string, string> = {}) {
  return t.request('/api/auth/login', { json: { email, wachtwoord }, headers });
}

function wrongLogin(t: TestServer, headers: Record<string, string> = {}) {
  return login(
    t,
    `niemand-${Math.random().toString(36).slice(2)}@test.camperdeel.nl`,
    'fout-wachtwoord',
    headers,
  );
}

function cookieOf(res: Response, name: string): string | undefined {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return line?.split(';')[0];
}

describe('the client address', () => {
  test('without TRUST_PROXY a forged X-Forwarded-For cannot dodge the throttle', async () => {
    const t = await server({});
    for (let i = 1; i <= 3; i += 1) {
      expect((await wrongLogin(t, { 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(401);
    }
    const fourth = await wrongLogin(t, { 'x-forwarded-for': '10.0.0.99' });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('with TRUST_PROXY=1 the last hop is the client; what the client wrote left of it counts for nothing', async () => {
    const t = await server({ TRUST_PROXY: '1' });
    for (let i = 1; i <= 3; i += 1) {
      expect((await wrongLogin(t, { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.7` })).status).toBe(401);
    }
    // Same client behind the proxy, a forged entry in front: still its own, used-up bucket.
    expect((await wrongLogin(t, { 'x-forwarded-for': '8.8.8.8, 203.0.113.7' })).status).toBe(429);
    // Another client behind the same proxy is not slowed by it.
    expect((await wrongLogin(t, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(401);
  });

  test('with TRUST_PROXY=2 the second hop from the right is the client', async () => {
    const t = await server({ TRUST_PROXY: '2' });
    for (let i = 1; i <= 3; i += 1) {
      expect(
        (await wrongLogin(t, { 'x-forwarded-for': `1.1.1.${i}, 203.0.113.7, 10.0.0.${i}` })).status,
      ).toBe(401);
    }
    expect((await wrongLogin(t, { 'x-forwarded-for': '203.0.113.7, 10.0.0.9' })).status).toBe(429);
    expect((await wrongLogin(t, { 'x-forwarded-for': '203.0.113.8, 10.0.0.1' })).status).toBe(401);
  });

  test('X-Forwarded-Proto makes cookies Secure only behind a trusted proxy', async () => {
    for (const [trust, secure] of [
      ['1', true],
      ['0', false],
    ] as const) {
      const t = await server({ TRUST_PROXY: trust });
      const user = await t.createProspect();
      const res = await login(t, user.email, TEST_PASSWORD, { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(/;\s*Secure/i.test(cookie)).toBe(secure);
    }
  });
});

/** POST /api/auth/logout through node:http, which (unlike fetch) lets us set Host. */
function postLogout(t: TestServer, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${t.url}/api/auth/logout`, { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('CSRF and our own origin', () => {
  test('our configured origin counts as ours even when a proxy rewrote Host', async () => {
    const t = await server({});
    const ours = new URL(t.url).origin;
    expect(await postLogout(t, { host: 'intern.lan:8080', origin: ours })).toBe(200);
    expect(await postLogout(t, { host: 'intern.lan:8080', origin: 'http://evil.example' })).toBe(403);
  });

  test('behind a trusted TLS proxy the https origin of the same host is ours; without TRUST_PROXY it is not', async () => {
    const trusted = await server({ TRUST_PROXY: '1' });
    const host = 'camper.example';
    const headers = { host, origin: `https://${host}`, 'x-forwarded-proto': 'https' };
    expect(await postLogout(trusted, headers)).toBe(200);
    expect(await postLogout(trusted, { ...headers, origin: 'https://evil.example' })).toBe(403);
    const untrusted = await server({});
    expect(await postLogout(untrusted, headers)).toBe(403);
  });
});

describe('a flood of wrong passwords for one e-mail', () => {
  test('slows unknown clients but never refuses the right password from a browser that signed in before', async () => {
    const t = await server({ THROTTLE_AUTH_PER_MINUTE: '5' });
    const victim = await t.createProspect();
    const attacker = await t.createProspect();
    // Earlier: the victim signed in from their own browser, the attacker from theirs.
    const victimDevice = cookieOf(await login(t, victim.email, TEST_PASSWORD), DEVICE_COOKIE);
    const attackerDevice = cookieOf(await login(t, attacker.email, TEST_PASSWORD), DEVICE_COOKIE);
    expect(victimDevice).toBeDefined();
    expect(attackerDevice).toBeDefined();

    const flood = await Promise.all(
      Array.from({ length: 20 }, () => login(t, victim.email, 'geraden-wachtwoord')),
    );
    expect(flood.filter((res) => res.status === 429).length).toBeGreaterThan(10);
    expect(flood.every((res) => res.status === 401 || res.status === 429)).toBe(true);

    // An unknown client, even with the right password, is slowed.
    expect((await login(t, victim.email, TEST_PASSWORD)).status).toBe(429);
    // The attacker's own device cookie buys nothing against another account.
    expect((await login(t, victim.email, TEST_PASSWORD, { cookie: `${attackerDevice}` })).status).toBe(429);
    // A forged device cookie is worth nothing either.
    const forged = `${DEVICE_COOKIE}=${victim.id}.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`;
    expect((await login(t, victim.email, TEST_PASSWORD, { cookie: forged })).status).toBe(429);
    // The victim's own browser gets in, during the flood.
    const known = await login(t, victim.email, TEST_PASSWORD, { cookie: `${victimDevice}` });
    expect(known.status).toBe(200);
    // ...and even that browser is throttled when it guesses itself.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => login(t, victim.email, 'mis', { cookie: `${victimDevice}` })),
    );
    expect(guesses.some((res) => res.status === 429)).toBe(true);
  });
});

describe('admin API tokens', () => {
  test('have their own tier and never use up the sign-in budget of the address they come from', async () => {
    const t = await server({ THROTTLE_TOKEN_PER_MINUTE: '12' });
    const admin = await t.createAdmin();
    const member = await t.createProspect();
    const created = await t.request('/api/admin/tokens', { json: { naam: 'CLI' }, cookie: admin.cookie });
    const { waarde } = (await created.json()) as { waarde: string };
    const bearer = { authorization: `Bearer ${waarde}` };
    // Eight "send password reset" calls: an auth-tier path, far past the address's auth budget of 3. A token may
    // not make them (403 token_not_allowed), but they are counted in the token's tier all the same.
    for (let i = 0; i < 8; i += 1) {
      const res = await t.request(`/api/admin/users/${member.id}/password-reset`, {
        method: 'POST',
        headers: bearer,
      });
      expect(res.status).toBe(403);
    }
    // The members behind the same address still have their full budget.
    for (let i = 0; i < 3; i += 1) expect((await wrongLogin(t)).status).toBe(401);
    expect((await wrongLogin(t)).status).toBe(429);
    // The token tier has its own limit (THROTTLE_TOKEN_PER_MINUTE), here 12.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await t.request('/api/auth/me', { headers: bearer })).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
