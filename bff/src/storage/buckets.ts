import { join } from 'node:path';
import type { Config } from '../config.ts';

export const PUBLIC_BUCKETS = ['camper-images', 'profile-photos'] as const;
export const PRIVATE_BUCKETS = ['camper-documents', 'facturen', 'handover-photos'] as const;

export type PublicBucket = (typeof PUBLIC_BUCKETS)[number];
export type PrivateBucket = (typeof PRIVATE_BUCKETS)[number];
export type Bucket = PublicBucket | PrivateBucket;

export function isPublicBucket(name: string): name is PublicBucket {
  return (PUBLIC_BUCKETS as readonly string[]).includes(name);
}

export function isPrivateBucket(name: string): name is PrivateBucket {
  return (PRIVATE_BUCKETS as readonly string[]).includes(name);
}

/** Server-generated keys only: a UUID and a short lower-case extension. Nothing else can name a file. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The file behind a bucket key, or null for anything that is not a key we could have issued. */
export function storagePath(config: Config, bucket: Bucket, key: string): string | null {
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
