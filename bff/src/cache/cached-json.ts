import { createHash } from 'node:crypto';

/** A JSON answer serialized once: the bytes every matching request gets, and their strong validator. */
export type CachedJson<T> = {
  bytes: Uint8Array;
  etag: string;
  /** Only for the type: what the bytes hold, so a route keeps its typed response for the client (hc). */
  readonly shape?: T;
};

/** What Hono's c.json sends for a value. */
export function jsonBytes(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

export function cachedJson<T>(value: T): CachedJson<T> {
  const bytes = jsonBytes(value);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, etag };
}
