import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/env.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Headers a proxy adds: behind one we were not told about (TRUST_PROXY=0), the loopback peer is the proxy. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may scrape /metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`, or, unless METRICS_LOOPBACK=0, a
 * client on this host. Behind a proxy the loopback peer is the proxy, so loopback counts only for the client address
 * TRUST_PROXY names, and never for a request that carries forwarding headers we were not told to trust.
 */
export function mayReadMetrics(c: Context<AppEnv>): boolean {
  const { metricsToken, metricsLoopback, trustProxy } = c.var.deps.config;
  const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  // Compared as digests so the comparison's time says nothing about the token's length or prefix.
  if (metricsToken && given && timingSafeEqual(digest(given), digest(metricsToken))) return true;
  if (!metricsLoopback) return false;
  if (trustProxy === 0 && PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return LOOPBACK.test(clientIp(c));
}
