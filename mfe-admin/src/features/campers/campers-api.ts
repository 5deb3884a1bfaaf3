import type { CamperFileKind } from '@camperdeel/rules/schemas/camper';
import { type AdminCamper, admin, type CamperUserCandidate } from '../admin-data/admin-api.ts';
import { call, type Outcome, sendForm } from '../admin-data/request.ts';

/** The camper endpoints of `/api/admin/campers` that the typed client cannot express (query string, multipart). */

export function searchCamperUsers(
  camperId: string,
  q: string,
): Promise<Outcome<{ users: CamperUserCandidate[] }>> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return call(() => fetch(`/api/admin/campers/${camperId}/users${query}`, { credentials: 'include' }));
}

export function uploadCamperFile(
  camperId: string,
  veld: CamperFileKind,
  file: File,
): Promise<Outcome<{ camper: AdminCamper }>> {
  const form = new FormData();
  form.set('veld', veld);
  form.set('file', file);
  return call(() => sendForm('POST', `/api/admin/campers/${camperId}/files`, form));
}

export function removeCamperFile(
  camperId: string,
  veld: CamperFileKind,
  url?: string,
): Promise<Outcome<{ camper: AdminCamper }>> {
  return call(() =>
    admin.campers[':id'].files.$delete({ param: { id: camperId }, query: { veld, ...(url ? { url } : {}) } }),
  );
}
