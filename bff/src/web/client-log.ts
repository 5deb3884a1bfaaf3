import type { Context } from 'hono';
import { apiFailure } from '../http/api-error.ts';
import type { AppEnv } from '../http/env.ts';
import { loggablePath } from '../http/log-path.ts';
import { enforceBeaconLimit } from '../http/throttle.ts';

/** A beacon is a path and nothing else; the app-wide body limit already stops anything past 4 KB on the stream. */
const MAX_BEACON_BYTES = 2048;
const MAX_LOGGED_PATH = 500;

/**
 * `POST /client-log/not-found`: the 404 page reports the attempted path (docs/product/public.md#screens-spec-2: "The attempted path is logged").
 * Anyone can post here, so it is throttled per client and in total (throttle.ts), takes a small body, and logs one
 * JSON line whose path is cut short and stripped of control characters.
 */
export async function logNotFound(c: Context<AppEnv>): Promise<Response> {
  await enforceBeaconLimit(c);
  const text = await c.req.text();
  if (text.length > MAX_BEACON_BYTES) throw apiFailure('payload_too_large');
  let path = '';
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'path' in body && typeof body.path === 'string') path = body.path;
  } catch {
    // a malformed beacon is logged without a path
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const clean = loggablePath(path.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_LOGGED_PATH));
  console.warn(JSON.stringify({ level: 'warn', msg: 'page_not_found', path: clean }));
  return c.body(null, 204);
}
