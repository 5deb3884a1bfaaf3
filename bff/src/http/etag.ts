import type { Context, TypedResponse } from 'hono';
import type { CachedJson } from '../cache/cached-json.ts';

/** True when If-None-Match names this validator (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag.replace(/^W\//, '') === wanted;
  });
}

/**
 * A cached JSON answer with its ETag; a repeat visit that still holds these bytes gets 304 without a body. The
 * headers are the same either way (RFC 9110 §15.4.5: a 304 carries what a 200 would, minus the content). Typed
 * as the JSON it holds, so the typed client (hc) reads it like any c.json answer. `cacheControl` is part of every
 * such answer: it says who may keep the bytes to revalidate them.
 */
export function sendCachedJson<T>(
  c: Context,
  answer: CachedJson<T>,
  cacheControl: string,
): TypedResponse<T, 200, 'json'> {
  c.header('Cache-Control', cacheControl);
  c.header('ETag', answer.etag);
  const response = matchesIfNoneMatch(c.req.header('if-none-match'), answer.etag)
    ? c.body(null, 304)
    : c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' });
  return response as unknown as TypedResponse<T, 200, 'json'>;
}
