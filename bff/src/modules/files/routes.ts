import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { type Bucket, contentTypeOfKey, isPrivateBucket, isPublicBucket } from '../../storage/buckets.ts';
import { verifySignedDownload } from '../../storage/signed-url.ts';
import { fileStore } from '../../storage/store.ts';

/**
 * Every user file is foreign content on our origin. `sandbox` gives a file opened directly in the browser a unique
 * opaque origin with scripts off (an HTML or SVG polyglot cannot read our cookies or call our API), and nosniff keeps
 * the browser from guessing a type other than the one we send.
 */
const USER_FILE_HEADERS = {
  'content-security-policy': 'sandbox',
  'x-content-type-options': 'nosniff',
} as const;

async function fileResponse(config: Config, bucket: Bucket, key: string, headers: Record<string, string>) {
  const file = await fileStore(config).open(bucket, key);
  if (!file) throw apiFailure('not_found');
  return new Response(file.body, {
    headers: {
      'content-type': contentTypeOfKey(key),
      'content-length': String(file.size),
      ...USER_FILE_HEADERS,
      ...headers,
    },
  });
}

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** /files: public buckets with long cache headers, private buckets only through signed URLs. */
export const fileRoutes = new Hono<AppEnv>()
  .get('/private/:bucket/:key', async (c) => {
    const { bucket, key } = c.req.param();
    const { config, now } = c.var.deps;
    if (!isPrivateBucket(bucket)) throw apiFailure('not_found');
    const check = verifySignedDownload(config, bucket, key, c.req.query(), now());
    if (!check.ok) {
      throw check.reason === 'expired'
        ? apiFailure('link_expired')
        : apiFailure('forbidden', { message: 'Deze downloadlink is ongeldig.' });
    }
    return fileResponse(config, bucket, key, {
      'cache-control': 'private, no-store',
      'content-disposition': attachment(check.filename),
    });
  })
  .get('/:bucket/:key', async (c) => {
    const { bucket, key } = c.req.param();
    if (!isPublicBucket(bucket)) throw apiFailure('not_found');
    // Keys are never reused (a new upload gets a new key), so a file can be cached for good. Only images are shown
    // inline; anything else (the camper's PDF brochure) is a download, never a document rendered on our origin.
    const inline = contentTypeOfKey(key).startsWith('image/');
    return fileResponse(c.var.deps.config, bucket, key, {
      'cache-control': 'public, max-age=31536000, immutable',
      ...(inline ? {} : { 'content-disposition': attachment(key) }),
    });
  });
