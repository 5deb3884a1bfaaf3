import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { viaHttps } from './client-ip.ts';
import type { AppEnv } from './env.ts';

/** Secure behind https: PUBLIC_URL, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY). */
function secure<E extends AppEnv>(c: Context<E>): boolean {
  return viaHttps(c);
}

export function readSessionCookie<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** HttpOnly so scripts never see it; Lax so cross-site POSTs do not carry it; Secure behind https. */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secure(c),
    expires: expiresAt,
  });
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c), httpOnly: true, sameSite: 'Lax' });
}
