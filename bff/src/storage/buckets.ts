import { join } from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@camperdeel/rules/images';
import type { Config } from '../config.ts';

export const PUBLIC_BUCKETS = ['camper-images', 'profile-photos'] as const;
export const PRIVATE_BUCKETS = ['camper-documents', 'facturen', 'handover-photos', 'bonnetjes'] as const;

export type PublicBucket = (typeof PUBLIC_BUCKETS)[number];
export type PrivateBucket = (typeof PRIVATE_BUCKETS)[number];
export type Bucket = PublicBucket | PrivateBucket;

export function isPublicBucket(name: string): name is PublicBucket {
  return (PUBLIC_BUCKETS as readonly string[]).includes(name);
}

export function isPrivateBucket(name: string): name is PrivateBucket {
  return (PRIVATE_BUCKETS as readonly string[]).includes(name);
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * Server-generated keys only: a UUID and a short lower-case extension, or one of a re-encoded image's smaller
 * widths (`<uuid>-480w.webp`, rules/images.ts). Nothing else can name a file.
 */
const KEY_PATTERN = new RegExp(
  `^${UUID}(?:\\.[a-z0-9]{1,5}|-(?:${IMAGE_VARIANT_WIDTHS.join('|')})w\\.webp)$`,
);

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The file behind a bucket key, or null for anything that is not a key we could have issued. */
export function storagePath(config: Pick<Config, 'storageDir'>, bucket: Bucket, key: string): string | null {
  return isValidKey(key) ? join(config.storageDir, bucket, key) : null;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
