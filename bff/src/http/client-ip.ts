import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the TCP connection. Forwarding headers are deliberately not trusted: anyone can send them,
 * and trusting them would let a client pick its own throttle bucket.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    return 'unknown';
  }
}
