import { useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { admin } from './admin-api.ts';

/**
 * The admin area's query keys: a write invalidates the lists it changed (never a hand-called reload). Every key
 * starts with 'admin', so logging out (which forgets every cached answer but the session) forgets them too.
 */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  usersPages: ['admin', 'users', 'pagina'] as const,
  userChoices: (zoek: string) => ['admin', 'users', 'keuze', zoek] as const,
  credits: (userId: string) => ['admin', 'users', userId, 'credits'] as const,
  campers: ['admin', 'campers'] as const,
  campersPages: ['admin', 'campers', 'pagina'] as const,
  camperChoices: (zoek: string) => ['admin', 'campers', 'keuze', zoek] as const,
  camperUsers: (camperId: string, q: string) => ['admin', 'campers', camperId, 'users', q] as const,
  blocks: (camperId: string) => ['admin', 'campers', camperId, 'blocks'] as const,
  handovers: (camperId: string) => ['admin', 'campers', camperId, 'handovers'] as const,
  camperReservations: (camperId: string) => ['admin', 'campers', camperId, 'reservations'] as const,
  rounds: (camperId: string) => ['admin', 'campers', camperId, 'rounds'] as const,
  rule: (camperId: string) => ['admin', 'campers', camperId, 'rule'] as const,
  round: (roundId: string) => ['admin', 'rounds', roundId] as const,
  applications: ['admin', 'applications'] as const,
  documents: ['admin', 'documents'] as const,
  invoices: ['admin', 'invoices'] as const,
  overview: ['admin', 'reservations', 'overview'] as const,
  audit: (filters: Record<string, string>) => ['admin', 'audit', filters] as const,
  mail: ['admin', 'mail'] as const,
};

/** The query of one page of a paged list: the search text and the cursor, each only when there is one. */
export function pageQuery(zoek: string, cursor: string | undefined) {
  return { ...(zoek ? { zoek } : {}), ...(cursor ? { cursor } : {}) };
}

/** Users to pick in a form: the first 200 the server finds for `zoek`, in name order. */
export function useUserChoices(zoek: string) {
  return useApiQuery({
    queryKey: adminKeys.userChoices(zoek),
    queryFn: () => request(() => admin.users.$get({ query: { limit: '200', ...(zoek ? { zoek } : {}) } })),
    failureTitle: FAILURE_TITLES.loadUsers,
    // The previous choices stay while the next search is asked, so the select does not empty per key.
    placeholderData: (previous) => previous,
  });
}

/** Campers to pick in a form: the first 200 the server finds for `zoek`, newest first. */
export function useCamperChoices(zoek: string) {
  return useApiQuery({
    queryKey: adminKeys.camperChoices(zoek),
    queryFn: () => request(() => admin.campers.$get({ query: { limit: '200', ...(zoek ? { zoek } : {}) } })),
    failureTitle: FAILURE_TITLES.loadCampers,
    placeholderData: (previous) => previous,
  });
}
