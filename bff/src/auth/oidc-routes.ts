import { generateCodeVerifier, generateState } from 'arctic';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { apiFailure } from '../http/api-error.ts';
import { viaHttps } from '../http/client-ip.ts';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { setSessionCookie } from '../http/session-cookie.ts';
import { appUrl } from '../mail/app-url.ts';
import { authorizationUrl, discover, fetchProfile, linkOrCreateUser, oidcClient } from './oidc.ts';
import { createSession } from './sessions.ts';

const STATE_COOKIE = 'camperdeel_oidc_state';
const VERIFIER_COOKIE = 'camperdeel_oidc_verifier';
const COOKIE_PATH = '/api/auth/oidc';
/** Where a failed sign-in lands: the auth screen, which can show 'Inloggen mislukt'. */
const FAILURE_REDIRECT = '/auth?sso=mislukt';

/** Both steps of the sign-on answer with a redirect, and with 404 while OIDC_* is not configured. */
function describeSignOnStep(summary: string) {
  return describe({
    summary,
    tag: 'auth',
    access: 'public',
    ok: { status: 302, redirect: true },
    lookup: true,
  });
}

function settings(c: Context<AppEnv>) {
  const oidc = c.var.deps.config.oidc;
  if (!oidc) throw apiFailure('not_found');
  return { oidc, client: oidcClient(oidc, appUrl(c.var.deps, '/api/auth/oidc/callback')) };
}

function flowCookie(c: Context<AppEnv>, name: string, value: string): void {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: COOKIE_PATH,
    // Behind a trusted TLS proxy too, like the session cookie.
    secure: viaHttps(c),
    maxAge: 600,
  });
}

/** /api/auth/oidc: optional single sign-on (authorization code + PKCE); 404 unless OIDC_* is configured. */
export const oidcRoutes = new Hono<AppEnv>()
  .get('/login', describeSignOnStep('Single sign-on starten (indien geconfigureerd)'), async (c) => {
    const { oidc, client } = settings(c);
    const endpoints = await discover(oidc);
    const state = generateState();
    const verifier = generateCodeVerifier();
    flowCookie(c, STATE_COOKIE, state);
    flowCookie(c, VERIFIER_COOKIE, verifier);
    return c.redirect(authorizationUrl(client, endpoints, state, verifier).toString(), 302);
  })
  .get('/callback', describeSignOnStep('Terugkeer van de single-sign-on-provider'), async (c) => {
    const { oidc, client } = settings(c);
    const { db, now } = c.var.deps;
    const state = c.req.query('state');
    const code = c.req.query('code');
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH });
    deleteCookie(c, VERIFIER_COOKIE, { path: COOKIE_PATH });
    if (!state || !code || !verifier || state !== expectedState) return c.redirect(FAILURE_REDIRECT, 302);
    let userId: string | null;
    try {
      const profile = await fetchProfile(client, await discover(oidc), code, verifier);
      userId = await linkOrCreateUser(db, oidc.issuer, profile, now());
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', msg: 'oidc callback failed', error: String(error) }));
      return c.redirect(FAILURE_REDIRECT, 302);
    }
    if (!userId) return c.redirect(FAILURE_REDIRECT, 302);
    const session = await createSession(db, userId, now());
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect('/dashboard', 302);
  });
