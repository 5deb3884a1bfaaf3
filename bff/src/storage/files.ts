import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Config } from '../config.ts';
import { type Bucket, type PublicBucket, storagePath } from './buckets.ts';

/** Stores `bytes` under a fresh server-generated key (`<uuid>.<ext>`) and returns the key. */
export async function saveFile(
  config: Config,
  bucket: Bucket,
  bytes: Uint8Array,
  ext: string,
): Promise<string> {
  const key = `${randomUUID()}.${ext.toLowerCase()}`;
  const path = storagePath(config, bucket, key);
  if (!path) throw new Error(`Ongeldige bestandsextensie: ${ext}`);
  await mkdir(dirname(path), { recursive: true });
  // 'wx': never overwrite; a key names one immutable file, which is what lets public files be cached forever.
  await writeFile(path, bytes, { flag: 'wx' });
  return key;
}

/** Removes a stored file; a missing file or a key we never issued is ignored. */
export async function deleteFile(config: Config, bucket: Bucket, key: string): Promise<void> {
  const path = storagePath(config, bucket, key);
  if (path) await rm(path, { force: true });
}

/** The URL of a file in a public bucket, as stored in e.g. campers.hoofdfoto_url. */
export function publicFileUrl(bucket: PublicBucket, key: string): string {
  return `/files/${bucket}/${key}`;
}

/** The bucket and key of a URL made by publicFileUrl, or null for anything else (e.g. to delete a replaced photo). */
export function parsePublicFileUrl(url: string): { bucket: PublicBucket; key: string } | null {
  const match = url.match(/^\/files\/(camper-images|profile-photos)\/([^/?#]+)$/);
  if (!match?.[1] || !match[2]) return null;
  return { bucket: match[1] as PublicBucket, key: match[2] };
}
