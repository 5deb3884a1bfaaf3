import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';

export type AssignedCamper = Answer<typeof api.me.campers.$get>['campers'][number];

/** The campers the member was assigned to (GET /api/me/campers); a failed load is only logged and shows none. */
export const assignedCampersQuery = {
  queryKey: ['me', 'campers'],
  queryFn: async () => (await request(() => api.me.campers.$get())).campers,
  failureTitle: 'Toegewezen campers laden',
  onlyLogged: true,
};
