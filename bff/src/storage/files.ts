import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS, imageFiles, imageVariantUrl } from '@camperdeel/rules/images';
import { IMAGE_FILE_TYPES } from '@camperdeel/rules/schemas/files';
import type { Config } from '../config.ts';
import type { Bucket, PublicBucket } from './buckets.ts';
import { reencodeImage } from './image-pipeline.ts';
import { fileStore } from './store.ts';

/** The image types we accept (rules' IMAGE_FILE_TYPES): such bytes are never stored as they came (see saveFile). */
export function isImageExtension(ext: string): boolean {
  return IMAGE_FILE_TYPES.extensions.includes(ext.toLowerCase());
}

async function writeNew(config: Config, bucket: Bucket, key: string, bytes: Uint8Array): Promise<void> {
  // Never overwrites: a key names one immutable file, which is what lets public files be cached forever.
  await fileStore(config).put(bucket, key, bytes);
}

/**
 * Stores `bytes` under a fresh server-generated key (`<uuid>.<ext>`) and returns the key. An image (jpg, png, webp,
 * gif) is never stored as uploaded: it is re-encoded to WebP (image-pipeline.ts) and written in every width the
 * screens use, `<uuid>.webp` (the largest, whose key is returned) with `<uuid>-480w.webp` and `<uuid>-960w.webp`
 * beside it (rules/images.ts). Every image that reaches storage takes this path, whichever route uploaded it,
 * unless the caller keeps a record byte for byte (`asUploaded`: an admin's document that happens to be a scan; such
 * files are private and only ever served as a download). Throws 413 `image_too_large` / 415 `image_unreadable`
 * before anything is written.
 */
export async function saveFile(
  config: Config,
  bucket: Bucket,
  bytes: Uint8Array,
  ext: string,
  options: { asUploaded?: boolean } = {},
): Promise<string> {
  if (options.asUploaded || !isImageExtension(ext)) {
    const key = `${randomUUID()}.${ext.toLowerCase()}`;
    await writeNew(config, bucket, key, bytes);
    return key;
  }
  const image = await reencodeImage(bytes);
  const key = `${randomUUID()}.webp`;
  try {
    await writeNew(config, bucket, key, image.largest);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      await writeNew(config, bucket, imageVariantUrl(key, width), image.variants[width]);
    }
  } catch (error) {
    await deleteFile(config, bucket, key);
    throw error;
  }
  return key;
}

/** Removes a stored file, and for a re-encoded image every width of it; a missing file or foreign key is ignored. */
export async function deleteFile(config: Config, bucket: Bucket, key: string): Promise<void> {
  for (const each of imageFiles(key)) await fileStore(config).remove(bucket, each);
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
