import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { viaHttps } from './client-ip.ts';
import type { AppEnv } from './env.ts';

export const DEVICE_COOKIE = 'camperdeel_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type KnownDevice = { userId: string; deviceId: string };

function signature(key: Buffer, userId: string, deviceId: string): Buffer {
  return createHmac('sha256', key).update(`device\u0000${userId}\u0000${deviceId}`).digest();
}

/**
 * The browser's device cookie when its signature is ours: `<userId>.<deviceId>.<hmac>`. It proves only that this
 * browser once signed in to that account; it grants nothing but its own login-throttle bucket (throttle.ts), so it
 * lives long and survives logout and password resets.
 */
export function readKnownDevice(c: Context<AppEnv>): KnownDevice | null {
  const [userId = '', deviceId = '', mac = '', ...rest] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
  if (rest.length > 0) return null;
  if (!/^[\w-]{1,64}$/.test(userId) || !/^[\w-]{16,64}$/.test(deviceId)) return null;
  const expected = signature(c.var.deps.config.signingKey, userId, deviceId);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, deviceId };
}

/** After a successful sign-in: this browser is now known for `userId` (a cookie for another account is replaced). */
export function rememberDevice(c: Context<AppEnv>, userId: string): void {
  if (readKnownDevice(c)?.userId === userId) return;
  const deviceId = randomBytes(16).toString('base64url');
  const mac = signature(c.var.deps.config.signingKey, userId, deviceId).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${userId}.${deviceId}.${mac}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: viaHttps(c),
    maxAge: ONE_YEAR_SECONDS,
  });
}
