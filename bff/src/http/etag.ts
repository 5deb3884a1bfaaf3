import type { Context, TypedResponse } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { CachedJson } from '../cache/cached-json.ts';

/**
 * ETag/304 for every route that gives a validator: Hono's etag middleware, which compares If-None-Match weakly (RFC
 * 9110 §13.1.2, `*` included) with the ETag the route set and answers 304 without a body. A 304 carries what the 200
 * would, minus the content (RFC 9110 §15.4.5): besides Hono's list, the public CORS header and a renewed session
 * cookie. The routes always set their ETag (sendCachedJson), so the middleware never hashes a body itself.
 */
export const conditionalGet = etag({
  retainedHeaders: [...RETAINED_304_HEADERS, 'access-control-allow-origin', 'set-cookie'],
});

/**
 * A cached JSON answer with its ETag and its Cache-Control, which says who may keep the bytes to revalidate them;
 * conditionalGet turns it into 304 for a repeat visit. Typed as the JSON it holds, so the typed client (hc) reads it
 * like any c.json answer.
 */
export function sendCachedJson<T>(
  c: Context,
  answer: CachedJson<T>,
  cacheControl: string,
): TypedResponse<T, 200, 'json'> {
  c.header('Cache-Control', cacheControl);
  c.header('ETag', answer.etag);
  const response = c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/json',
  });
  return response as unknown as TypedResponse<T, 200, 'json'>;
}
