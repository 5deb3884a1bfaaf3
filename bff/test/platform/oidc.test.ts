import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiToken } from '../../src/auth/api-tokens.ts';
import type { MeView } from '../../src/auth/me-view.ts';
import { readJson, startTestServer, type TestServer, withTestServer } from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';

type Profile = { sub: string; email?: string; email_verified?: boolean; name?: string };

/** A tiny OpenID provider: discovery, an authorize endpoint that approves at once, token (PKCE S256), userinfo. */
async function startFakeProvider(clientId: string, clientSecret: string) {
  const codes = new Map<string, { challenge: string; redirectUri: string; profile: Profile }>();
  const tokens = new Map<string, Profile>();
  const state = { profile: { sub: 'user-1' } as Profile, tokenRequests: 0 };
  let issuer = '';
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    }
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      if (
        p.get('client_id') !== clientId ||
        p.get('code_challenge_method') !== 'S256' ||
        !p.get('code_challenge')
      ) {
        return json(400, { error: 'invalid_request' });
      }
      if (!(p.get('scope') ?? '').split(' ').includes('openid')) return json(400, { error: 'invalid_scope' });
      const code = randomBytes(8).toString('hex');
      const redirectUri = p.get('redirect_uri') ?? '';
      codes.set(code, { challenge: p.get('code_challenge') ?? '', redirectUri, profile: state.profile });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      state.tokenRequests += 1;
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (req.headers.authorization !== `Basic ${basic}`) return json(401, { error: 'invalid_client' });
      if (!entry || entry.challenge !== challenge || entry.redirectUri !== form.get('redirect_uri')) {
        return json(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(12).toString('hex');
      tokens.set(accessToken, entry.profile);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (url.pathname === '/userinfo') {
      const profile = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return profile ? json(200, profile) : json(401, { error: 'invalid_token' });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let t: TestServer;

beforeAll(async () => {
  provider = await startFakeProvider('camperdeel', 'geheim-van-de-client');
  t = await startTestServer({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'camperdeel',
      OIDC_CLIENT_SECRET: 'geheim-van-de-client',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

function cookies(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** The browser's round trip: our login → provider (auto-approve) → our callback. */
async function signInWithProvider(tamper?: (callback: URL) => void) {
  const login = await t.request('/api/auth/oidc/login');
  expect(login.status).toBe(302);
  const authorize = new URL(login.headers.get('location') ?? '');
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const flowCookies = cookies(login);
  const approved = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/oidc/callback');
  tamper?.(callback);
  return t.request(`${callback.pathname}${callback.search}`, { cookie: flowCookies });
}

async function me(res: Response): Promise<MeView> {
  const session = cookies(res);
  const answer = await t.request('/api/auth/me', { cookie: session });
  expect(answer.status).toBe(200);
  return (await readJson<{ user: MeView }>(answer)).user;
}

describe('OIDC sign-in against a fake provider', () => {
  test('a new identity with a verified e-mail becomes a prospect and lands on /dashboard signed in', async () => {
    provider.state.profile = {
      sub: 'abc-123',
      email: 'Sso.Gebruiker@voorbeeld.nl',
      email_verified: true,
      name: 'Sso Gebruiker',
    };
    const res = await signInWithProvider();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    const user = await me(res);
    expect(user).toMatchObject({
      email: 'sso.gebruiker@voorbeeld.nl',
      naam: 'Sso Gebruiker',
      status: 'prospect',
    });

    // The same identity again: the same account, no second one.
    const again = await signInWithProvider();
    expect((await me(again)).id).toBe(user.id);
    const links = await t.db
      .selectFrom('oauth_accounts')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(links).toEqual([
      expect.objectContaining({ provider: provider.issuer, provider_user_id: 'abc-123' }),
    ]);
    const account = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
  });

  test('a verified e-mail of an existing account links to it', async () => {
    const existing = await t.createProspect({ email: 'bestaand@voorbeeld.nl' });
    provider.state.profile = { sub: 'def-456', email: 'bestaand@voorbeeld.nl', email_verified: true };
    const res = await signInWithProvider();
    expect(res.headers.get('location')).toBe('/dashboard');
    expect((await me(res)).id).toBe(existing.id);
  });

  test('an unverified e-mail, a forged state or a reused code never signs anyone in', async () => {
    await t.createProspect({ email: 'slachtoffer@voorbeeld.nl' });
    provider.state.profile = { sub: 'evil-1', email: 'slachtoffer@voorbeeld.nl', email_verified: false };
    const unverified = await signInWithProvider();
    expect(unverified.headers.get('location')).toBe('/auth?sso=mislukt');
    expect(cookies(unverified)).not.toMatch(/camperdeel_session/);

    provider.state.profile = { sub: 'ok-2', email: 'ok2@voorbeeld.nl', email_verified: true };
    const requestsBefore = provider.state.tokenRequests;
    const forged = await signInWithProvider((callback) => callback.searchParams.set('state', 'vervalst'));
    expect(forged.headers.get('location')).toBe('/auth?sso=mislukt');
    expect(provider.state.tokenRequests).toBe(requestsBefore);

    let used: URL | undefined;
    await signInWithProvider((callback) => {
      used = new URL(callback);
    });
    const login = await t.request('/api/auth/oidc/login');
    const replay = new URL(used?.toString() ?? '');
    replay.searchParams.set(
      'state',
      new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '',
    );
    const reused = await t.request(`${replay.pathname}${replay.search}`, { cookie: cookies(login) });
    expect(reused.headers.get('location')).toBe('/auth?sso=mislukt');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'slachtoffer@voorbeeld.nl').execute(),
    ).toHaveLength(1);
  });

  test("pre-hijack: an attacker who registered the victim's address is locked out when the victim signs in with SSO", async () => {
    // 1. The attacker registers the victim's e-mail with a password of their own and keeps the session.
    const attackerPassword = 'aanvaller-wachtwoord';
    const registered = await t.request('/api/auth/register', {
      json: { naam: 'Niet Het Slachtoffer', email: 'Victim@Voorbeeld.nl', wachtwoord: attackerPassword },
    });
    expect(registered.status).toBe(201);
    const attackerSession = cookies(registered);
    const attacker = await me(registered);
    expect(attacker.email_bevestigd).toBe(false);
    // A second attacker session, e.g. on another device.
    const secondLogin = await t.request('/api/auth/login', {
      json: { email: 'victim@voorbeeld.nl', wachtwoord: attackerPassword },
    });
    expect(secondLogin.status).toBe(200);
    const secondSession = cookies(secondLogin);

    // 2. The victim signs in with SSO; the provider vouches for the address.
    provider.state.profile = {
      sub: 'victim-sub',
      email: 'victim@voorbeeld.nl',
      email_verified: true,
      name: 'Echte Eigenaar',
    };
    const sso = await signInWithProvider();
    expect(sso.headers.get('location')).toBe('/dashboard');
    const victim = await me(sso);
    expect(victim.id).toBe(attacker.id);
    expect(victim.email_bevestigd).toBe(true);

    // 3. Nothing the attacker held works any more: neither session, nor the password.
    for (const session of [attackerSession, secondSession]) {
      expect((await t.request('/api/auth/me', { cookie: session })).status).toBe(401);
      expect((await t.request('/api/me/profile', { cookie: session })).status).toBe(401);
    }
    const relogin = await t.request('/api/auth/login', {
      json: { email: 'victim@voorbeeld.nl', wachtwoord: attackerPassword },
    });
    expect(relogin.status).toBe(401);
    const account = await t.db
      .selectFrom('users')
      .select(['password_hash', 'email_confirmed_at'])
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
    expect(account.email_confirmed_at).not.toBeNull();
    // Only the victim's own session remains.
    expect(await countWhere(t, 'sessions', { user_id: victim.id })).toBe(1);
    // The victim keeps signing in with SSO.
    expect((await me(await signInWithProvider())).id).toBe(victim.id);
  });

  test('the SSO takeover of an unconfirmed account also revokes its API tokens', async () => {
    const admin = await t.createAdmin({ email: 'onbevestigd-beheer@voorbeeld.nl' });
    const { waarde } = await createApiToken(t.db, admin.id, 'Oud', t.clock.now());
    const bearer = { authorization: `Bearer ${waarde}` };
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(200);
    provider.state.profile = {
      sub: 'beheer-sub',
      email: 'onbevestigd-beheer@voorbeeld.nl',
      email_verified: true,
      name: 'Beheer',
    };
    expect((await me(await signInWithProvider())).id).toBe(admin.id);
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(401);
  });

  test('an account that confirmed its e-mail keeps its password and sessions when SSO is linked', async () => {
    const owner = await t.createProspect({ email: 'bevestigd@voorbeeld.nl' });
    await t.db
      .updateTable('users')
      .set({ email_confirmed_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', owner.id)
      .execute();
    provider.state.profile = { sub: 'confirmed-sub', email: 'bevestigd@voorbeeld.nl', email_verified: true };
    const sso = await signInWithProvider();
    expect((await me(sso)).id).toBe(owner.id);
    expect((await t.request('/api/auth/me', { cookie: owner.cookie })).status).toBe(200);
    const login = await t.request('/api/auth/login', {
      json: { email: owner.email, wachtwoord: owner.password },
    });
    expect(login.status).toBe(200);
  });

  test('an unverified provider e-mail never touches an unconfirmed account', async () => {
    const registered = await t.request('/api/auth/register', {
      json: { naam: 'Iemand', email: 'onbevestigd@voorbeeld.nl', wachtwoord: 'een-goed-wachtwoord' },
    });
    const session = cookies(registered);
    provider.state.profile = {
      sub: 'unverified-sub',
      email: 'onbevestigd@voorbeeld.nl',
      email_verified: false,
    };
    const sso = await signInWithProvider();
    expect(sso.headers.get('location')).toBe('/auth?sso=mislukt');
    expect((await t.request('/api/auth/me', { cookie: session })).status).toBe(200);
    expect(await countWhere(t, 'oauth_accounts', { provider_user_id: 'unverified-sub' })).toBe(0);
  });

  test('behind a trusted TLS proxy the flow cookies are Secure; a forged proto without TRUST_PROXY changes nothing', async () => {
    const proxied = await startTestServer({
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'camperdeel',
        OIDC_CLIENT_SECRET: 'geheim-van-de-client',
        TRUST_PROXY: '1',
      },
    });
    try {
      const behindProxy = await proxied.request('/api/auth/oidc/login', {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      const cookies = behindProxy.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
      const forged = await t.request('/api/auth/oidc/login', { headers: { 'x-forwarded-proto': 'https' } });
      for (const cookie of forged.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  test("a provider's name is text too: control characters and bidi overrides are taken out, not stored", async () => {
    provider.state.profile = {
      sub: 'escape-1',
      email: 'escape@voorbeeld.nl',
      email_verified: true,
      name: 'Mallory\u001b]0;pwned\u0007 \u202eredla\u009b',
    };
    const res = await signInWithProvider();
    expect(res.status).toBe(302);
    expect((await me(res)).naam).toBe('Mallory]0;pwned redla');
  });

  test('off unless configured: 404', async () => {
    await withTestServer({}, async (plain) => {
      expect((await plain.request('/api/auth/oidc/login')).status).toBe(404);
      expect((await plain.request('/api/auth/oidc/callback?code=x&state=y')).status).toBe(404);
    });
  });
});
