import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    return 'unknown';
  }
}

/**
 * The client address for throttling and logs. Without TRUST_PROXY it is the TCP peer and X-Forwarded-For is
 * ignored: anyone can send that header, and trusting it would let a client pick its own throttle bucket. With
 * TRUST_PROXY=n, the n proxies in front of us each appended the address they saw, so the n-th entry from the right
 * is the one our outermost proxy saw; entries left of it are whatever the client wrote and count for nothing. A
 * shorter list than n (a request that skipped a proxy) gives its leftmost entry.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.deps.config.trustProxy;
  if (hops === 0) return socketAddress(c);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (forwarded.length === 0) return socketAddress(c);
  return forwarded[Math.max(0, forwarded.length - hops)] ?? socketAddress(c);
}

/**
 * True when the browser reached us over https: PUBLIC_URL says so, or, behind a trusted proxy, X-Forwarded-Proto
 * does (the proxy terminates TLS and talks plain http to us). Decides the Secure flag of our cookies.
 */
export function viaHttps<E extends AppEnv>(c: Context<E>): boolean {
  const { publicUrl, trustProxy } = c.var.deps.config;
  if (publicUrl?.startsWith('https:')) return true;
  if (trustProxy === 0) return false;
  return forwardedProto(c) === 'https';
}

/** The scheme the outermost trusted proxy saw (the first value, as proxies that append keep the client's first). */
export function forwardedProto<E extends AppEnv>(c: Context<E>): string | undefined {
  if (c.var.deps.config.trustProxy === 0) return undefined;
  const value = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return value === 'https' || value === 'http' ? value : undefined;
}
