import { immediateTransaction } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { publicFileUrl } from '../../storage/files.ts';
import { storeThenWrite } from '../../storage/store-then-write.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { type AdminUserView, getAdminUser, profilePhotoOf } from './admin-service.ts';

/**
 * `POST /api/admin/users/:id/photo`: the checked image (validateUpload). The new photo gets a fresh key (public files
 * are cached forever), the profile points at it, and the old photo is removed after the write.
 */
export async function uploadUserPhoto(
  deps: Deps,
  userId: string,
  file: UploadedFile,
): Promise<AdminUserView> {
  const { db, config, now } = deps;
  await getAdminUser(db, userId);
  const oldUrl = await storeThenWrite(config, { bucket: 'profile-photos', file }, ({ key }) =>
    immediateTransaction(db, async (trx) => {
      const oldPhotoUrl = await profilePhotoOf(trx, userId);
      await trx
        .updateTable('profiles')
        .set({ profielfoto_url: publicFileUrl('profile-photos', key), updated_at: now().toISOString() })
        .where('id', '=', userId)
        .execute();
      return oldPhotoUrl;
    }),
  );
  await removeStoredFiles(config, { publicUrls: [oldUrl] });
  return getAdminUser(db, userId);
}
