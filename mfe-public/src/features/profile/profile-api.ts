import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';
import { asResult } from '@camperdeel/client/result';
import { upload } from '@camperdeel/client/upload';

export type Profile = Answer<typeof api.me.profile.$get>['profile'];
export type AssignedCamper = Answer<typeof api.me.campers.$get>['campers'][number];
type PhotoAnswer = Answer<typeof api.me.profile.photo.$post>;

export const PROFILE_KEY = ['me', 'profile'] as const;
export const ASSIGNED_CAMPERS_KEY = ['me', 'campers'] as const;

/** The own profile, its photo and the assigned campers (docs/product/api.md#api-contract-architecture-5 `/api/me`), on the one typed client. */
export const profileApi = {
  get: () => request(() => api.me.profile.$get()),
  assignedCampers: () => request(() => api.me.campers.$get()),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    // The route reads the multipart body itself, so the typed client has no form field for it.
    return asResult(upload<PhotoAnswer>('/api/me/profile/photo', form));
  },
};
