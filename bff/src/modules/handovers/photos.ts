import { imageFiles, imageVariantUrl } from '@camperdeel/rules/images';
import type { Config } from '../../config.ts';
import { deleteFile, saveFile } from '../../storage/files.ts';
import { signedDownloadUrl } from '../../storage/signed-url.ts';
import type { UploadedFile } from '../../storage/upload.ts';

/**
 * Handover photos live in the private `handover-photos` bucket (docs/decisions/0040-coowner-life.md): they show the
 * inside of someone's camper and its damage, so only the camper's co-owners and admins get a link, and every link is
 * a 60-second signed URL handed out by a permission-checked API answer. Nothing about them is public or guessable.
 */
export const HANDOVER_BUCKET = 'handover-photos' as const;

/** Stores one checked upload through the same storage helper every image upload uses; returns its key. */
export function storeHandoverPhoto(config: Config, file: UploadedFile): Promise<string> {
  return saveFile(config, HANDOVER_BUCKET, file.bytes, file.ext);
}

/** Removes every file of stored photos (all widths), e.g. when the handover they were for is refused. */
export async function removeHandoverPhotos(config: Config, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(
    keys.flatMap((key) => imageFiles(key).map((file) => deleteFile(config, HANDOVER_BUCKET, file))),
  );
}

export type HandoverPhotoJson = { id: string; url: string; thumbnail_url: string };

/** Signed links to one photo: the full image and its smallest width (the same file for a photo without widths). */
export function handoverPhotoJson(
  config: Config,
  photo: { id: string; storage_key: string; volgorde: number },
  now: Date,
): HandoverPhotoJson {
  const ext = photo.storage_key.slice(photo.storage_key.lastIndexOf('.') + 1);
  const sign = (key: string) =>
    signedDownloadUrl(config, HANDOVER_BUCKET, key, {
      filename: `overdracht-foto-${photo.volgorde + 1}.${ext}`,
      now,
    });
  return {
    id: photo.id,
    url: sign(photo.storage_key),
    thumbnail_url: sign(imageVariantUrl(photo.storage_key, 480)),
  };
}
