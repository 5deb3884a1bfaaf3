import type { Config } from '../config.ts';
import type { Bucket } from './buckets.ts';
import { deleteFile, saveFile } from './files.ts';
import type { UploadedFile } from './upload.ts';

export type StoredUpload = { key: string; size: number; type: string };

/**
 * The one store-file-then-write sequence of every upload: the checked file is stored first (a database write must
 * never point at a file that is not there), then `write` runs with its key; when the write fails, the stored file
 * is removed again so a refused upload leaves nothing behind. `asUploaded` keeps the bytes as sent (documents,
 * invoices); otherwise images get their WebP widths (storage/files.ts).
 */
export async function storeThenWrite<T>(
  config: Config,
  target: { bucket: Bucket; file: UploadedFile; asUploaded?: boolean },
  write: (stored: StoredUpload) => Promise<T>,
): Promise<T> {
  const { bucket, file } = target;
  const key = await saveFile(config, bucket, file.bytes, file.ext, {
    asUploaded: target.asUploaded === true,
  });
  try {
    return await write({ key, size: file.size, type: file.mime });
  } catch (error) {
    await deleteFile(config, bucket, key);
    throw error;
  }
}
