import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';

/** The user's own applications (spec §5 'Applications'): list newest first, apply for a camper. */
export const applicationsApi = {
  list: () => call(() => api.me.applications.$get()),
  apply: (camperId: string) => call(() => api.me.applications.$post({ json: { camper_id: camperId } })),
  withdraw: (id: string) => call(() => api.me.applications[':id'].$delete({ param: { id } })),
};

export type OwnApplication = Extract<
  Awaited<ReturnType<typeof applicationsApi.list>>,
  { ok: true }
>['data']['aanmeldingen'][number];
