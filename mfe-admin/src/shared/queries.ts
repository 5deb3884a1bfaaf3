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
  credits: (userId: string) => ['admin', 'users', userId, 'credits'] as const,
  campers: ['admin', 'campers'] as const,
  camperUsers: (camperId: string, q: string) => ['admin', 'campers', camperId, 'users', q] as const,
  blocks: (camperId: string) => ['admin', 'campers', camperId, 'blocks'] as const,
  handovers: (camperId: string) => ['admin', 'campers', camperId, 'handovers'] as const,
  camperReservations: (camperId: string) => ['admin', 'campers', camperId, 'reservations'] as const,
  applications: ['admin', 'applications'] as const,
  documents: ['admin', 'documents'] as const,
  invoices: ['admin', 'invoices'] as const,
  overview: ['admin', 'reservations', 'overview'] as const,
  audit: (filters: Record<string, string>) => ['admin', 'audit', filters] as const,
  mail: ['admin', 'mail'] as const,
};

export function useUsers() {
  return useApiQuery({
    queryKey: adminKeys.users,
    queryFn: () => request(() => admin.users.$get()),
    failureTitle: FAILURE_TITLES.loadUsers,
  });
}

export function useCampers() {
  return useApiQuery({
    queryKey: adminKeys.campers,
    queryFn: () => request(() => admin.campers.$get()),
    failureTitle: FAILURE_TITLES.loadCampers,
  });
}
