import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { PrivateBucket } from './buckets.ts';

export const SIGNED_URL_LIFETIME_MS = 60_000;

function signature(config: Config, bucket: string, key: string, expires: string, filename: string): string {
  return createHmac('sha256', config.signingKey)
    .update(`${bucket}\n${key}\n${expires}\n${filename}`)
    .digest('hex');
}

/**
 * A 60-second link to a private file: `/files/private/<bucket>/<key>?expires=<epoch ms>&name=<file name>&sig=<hmac>`.
 * The download name is signed too, so nobody can serve our file under a name of their choosing.
 */
export function signedDownloadUrl(
  config: Config,
  bucket: PrivateBucket,
  key: string,
  options: { filename: string; now: Date },
): string {
  const expires = String(options.now.getTime() + SIGNED_URL_LIFETIME_MS);
  const sig = signature(config, bucket, key, expires, options.filename);
  const query = new URLSearchParams({ expires, name: options.filename, sig });
  return `/files/private/${bucket}/${key}?${query.toString()}`;
}

export type SignatureCheck = { ok: true; filename: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a signed link's query; the signature is compared in constant time before the expiry is trusted. */
export function verifySignedDownload(
  config: Config,
  bucket: string,
  key: string,
  query: { expires?: string | undefined; name?: string | undefined; sig?: string | undefined },
  now: Date,
): SignatureCheck {
  const { expires, name, sig } = query;
  if (!expires || name === undefined || !sig || !/^\d{1,16}$/.test(expires))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(config, bucket, key, expires, name), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (Number(expires) < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, filename: name };
}
