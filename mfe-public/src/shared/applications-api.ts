import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';

export const APPLICATIONS_KEY = ['me', 'applications'] as const;

/** The user's own applications (docs/product/public.md#validation-spec-5 'Applications'): list newest first, apply for a camper, withdraw. */
export const applicationsApi = {
  list: () => request(() => api.me.applications.$get()),
  apply: (camperId: string) => request(() => api.me.applications.$post({ json: { camper_id: camperId } })),
  withdraw: (id: string) => request(() => api.me.applications[':id'].$delete({ param: { id } })),
};

export type OwnApplication = Answer<typeof api.me.applications.$get>['aanmeldingen'][number];
