import type { Deps } from '../../http/env.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { storeProfilePhoto } from '../files/uploads.ts';
import { type AdminUserView, getAdminUser } from './admin-service.ts';

/**
 * `POST /api/admin/users/:id/photo`: the checked image (validateUpload). The new photo gets a fresh key (public files
 * are cached forever), the profile points at it, and the old photo is removed after the write.
 */
export async function uploadUserPhoto(
  deps: Deps,
  userId: string,
  file: UploadedFile,
): Promise<AdminUserView> {
  const { db, config } = deps;
  await getAdminUser(db, userId);
  const { previousUrl } = await storeProfilePhoto(deps, userId, file);
  await removeStoredFiles(config, { publicUrls: [previousUrl] });
  return getAdminUser(db, userId);
}
