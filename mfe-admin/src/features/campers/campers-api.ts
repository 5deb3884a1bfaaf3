import { type Answer, request } from '@camperdeel/client/request';
import { upload } from '@camperdeel/client/upload';
import type { CamperFileKind } from '@camperdeel/rules/schemas/camper';
import { admin } from '../admin-data/admin-api.ts';

/** The camper endpoints beyond plain JSON: the user search's query string, and the multipart file upload. */
const camper = admin.campers[':id'];

type UsersArgs = Parameters<typeof camper.users.$get>[0];

/**
 * `GET /api/admin/campers/:id/users?q=`: the route reads `q` itself (no declared query schema yet), so the
 * typed arguments are widened by the query the client sends along.
 */
export function searchCamperUsers(camperId: string, q: string) {
  const args = { param: { id: camperId }, query: q.trim() ? { q: q.trim() } : {} };
  return request(() => camper.users.$get(args as UsersArgs));
}

type FilesAnswer = Answer<typeof camper.files.$post>;

/** `POST /api/admin/campers/:id/files` (multipart): one photo, sheet or floor plan; answers the camper as it is now. */
export function uploadCamperFile(camperId: string, veld: CamperFileKind, file: File) {
  const form = new FormData();
  form.set('veld', veld);
  form.set('file', file);
  return upload<FilesAnswer>(`/api/admin/campers/${camperId}/files`, form);
}

export function removeCamperFile(camperId: string, veld: CamperFileKind, url?: string) {
  return request(() =>
    camper.files.$delete({ param: { id: camperId }, query: { veld, ...(url ? { url } : {}) } }),
  );
}
