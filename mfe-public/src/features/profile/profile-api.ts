import type { ProfileUpdateInput } from '@camperdeel/rules/schemas/profile';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';

/** The own profile, its photo and the assigned campers (architecture §5 `/api/me`). */
export const profileApi = {
  get: () => call(() => api.me.profile.$get()),
  save: (json: ProfileUpdateInput) => call(() => api.me.profile.$patch({ json })),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    // The route reads the multipart body itself, so the typed client has no form field for it: send it as is.
    return call(() => api.me.profile.photo.$post(undefined, { init: { body: form } }));
  },
  assignedCampers: () => call(() => api.me.campers.$get()),
};

export type Profile = Extract<Awaited<ReturnType<typeof profileApi.get>>, { ok: true }>['data']['profile'];
export type AssignedCamper = Extract<
  Awaited<ReturnType<typeof profileApi.assignedCampers>>,
  { ok: true }
>['data']['campers'][number];
