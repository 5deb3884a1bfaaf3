import { ApiFailure } from '@camperdeel/client/failure';
import { request } from '@camperdeel/client/request';
import { errorToast } from '@camperdeel/rules/errors';
import type { CamperFileKind } from '@camperdeel/rules/schemas/camper';
import { admin } from '../../shared/admin-api.ts';

/** The camper endpoints beyond plain JSON (query strings, multipart), on the typed client. */
const camper = admin.campers[':id'];

/** `GET /api/admin/campers/:id/users?zoek=`: the first page of the owner-assignment dialog's search. */
export function searchCamperUsers(camperId: string, zoek: string) {
  return request(() =>
    camper.users.$get({ param: { id: camperId }, query: zoek.trim() ? { zoek: zoek.trim() } : {} }),
  );
}

/**
 * `POST /api/admin/campers/:id/files` (multipart): one photo, sheet or floor plan; answers the camper as it is now.
 * A refusal names the file first ('foto.heic: …'), so the failure policy's toast says which one of several it was.
 */
export function uploadCamperFile(camperId: string, veld: CamperFileKind, file: File) {
  return request(() => camper.files.$post({ param: { id: camperId }, form: { veld, file } })).catch(
    (error: unknown) => {
      throw namingFile(error, file.name);
    },
  );
}

function namingFile(error: unknown, name: string): unknown {
  if (!(error instanceof ApiFailure)) return error;
  const { message } = errorToast(error.envelope);
  const code = error.code ?? 'internal_error';
  return new ApiFailure(error.status, {
    error: { ...error.envelope?.error, code, message: `${name}: ${message}` },
  });
}

export function removeCamperFile(camperId: string, veld: CamperFileKind, url?: string) {
  return request(() =>
    camper.files.$delete({ param: { id: camperId }, query: { veld, ...(url ? { url } : {}) } }),
  );
}
