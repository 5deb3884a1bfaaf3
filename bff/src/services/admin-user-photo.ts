import { IMAGE_FILE_TYPES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import type { Context } from 'hono';
import { immediateTransaction } from '../db/transaction.ts';
import { apiFailure } from '../http/api-error.ts';
import type { Deps } from '../http/env.ts';
import { deleteFile, publicFileUrl, saveFile } from '../storage/files.ts';
import { readUpload } from '../storage/upload.ts';
import { rejectExtraFields, removeStoredFiles } from './admin-files.ts';
import { type AdminUserView, getAdminUser } from './admin-users.ts';

/**
 * `POST /api/admin/users/:id/photo`: multipart `file`, an image. The new photo gets a fresh key (public files are
 * cached forever), the profile points at it, and the old photo is removed after the write.
 */
export async function uploadUserPhoto(c: Context, deps: Deps, userId: string): Promise<AdminUserView> {
  const { db, config, now } = deps;
  await getAdminUser(db, userId);
  const upload = await readUpload(c, { allowed: IMAGE_FILE_TYPES, maxBytes: MAX_IMAGE_BYTES });
  rejectExtraFields(upload.fields);
  const key = await saveFile(config, 'profile-photos', upload.bytes, upload.ext);
  let oldUrl: string | null;
  try {
    oldUrl = await immediateTransaction(db, async (trx) => {
      const profile = await trx
        .selectFrom('profiles')
        .select('profielfoto_url')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!profile) throw apiFailure('user_not_found');
      await trx
        .updateTable('profiles')
        .set({ profielfoto_url: publicFileUrl('profile-photos', key), updated_at: now().toISOString() })
        .where('id', '=', userId)
        .execute();
      return profile.profielfoto_url;
    });
  } catch (error) {
    await deleteFile(config, 'profile-photos', key);
    throw error;
  }
  await removeStoredFiles(config, { publicUrls: [oldUrl] });
  return getAdminUser(db, userId);
}
