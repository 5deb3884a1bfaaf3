import { firstIssueMessage, strictObject } from '@camperdeel/rules/schemas/common';
import type { Config } from '../../config.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { PrivateBucket } from '../../storage/buckets.ts';
import { deleteFile, parsePublicFileUrl } from '../../storage/files.ts';

export type FilesToRemove = {
  /** URLs made by publicFileUrl (photos, camper sheet, floor plan); anything else is ignored. */
  publicUrls?: readonly (string | null)[];
  privateFiles?: readonly { bucket: PrivateBucket; key: string }[];
};

/**
 * Removes files whose rows are already gone (called after the commit, so a rolled-back delete never loses a file).
 * A failure here leaves an orphan file on disk, never a row pointing at nothing, so it is logged and not rethrown.
 */
export async function removeStoredFiles(config: Config, files: FilesToRemove): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const url of files.publicUrls ?? []) {
    const parsed = url ? parsePublicFileUrl(url) : null;
    if (parsed) jobs.push(deleteFile(config, parsed.bucket, parsed.key));
  }
  for (const { bucket, key } of files.privateFiles ?? []) jobs.push(deleteFile(config, bucket, key));
  const results = await Promise.allSettled(jobs);
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error(
        JSON.stringify({ level: 'error', msg: 'file_remove_failed', error: String(result.reason) }),
      );
    }
  }
}

/** An upload that carries only a file: any other form field is refused like an unknown JSON field. */
export function rejectExtraFields(fields: Record<string, string>): void {
  const parsed = noFields.safeParse(fields);
  if (!parsed.success) throw apiFailure('invalid_input', { message: firstIssueMessage(parsed.error) });
}

const noFields = strictObject({});
