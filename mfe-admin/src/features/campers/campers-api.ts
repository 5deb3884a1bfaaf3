import { request } from '@camperdeel/client/request';
import type { CamperFileKind } from '@camperdeel/rules/schemas/camper';
import { admin } from '../../shared/admin-api.ts';

/** The camper endpoints beyond plain JSON (query strings, multipart), on the typed client. */
const camper = admin.campers[':id'];

/** `GET /api/admin/campers/:id/users?q=`: the search of the owner-assignment dialog. */
export function searchCamperUsers(camperId: string, q: string) {
  return request(() =>
    camper.users.$get({ param: { id: camperId }, query: q.trim() ? { q: q.trim() } : {} }),
  );
}

/** `POST /api/admin/campers/:id/files` (multipart): one photo, sheet or floor plan; answers the camper as it is now. */
export function uploadCamperFile(camperId: string, veld: CamperFileKind, file: File) {
  return request(() => camper.files.$post({ param: { id: camperId }, form: { veld, file } }));
}

export function removeCamperFile(camperId: string, veld: CamperFileKind, url?: string) {
  return request(() =>
    camper.files.$delete({ param: { id: camperId }, query: { veld, ...(url ? { url } : {}) } }),
  );
}
