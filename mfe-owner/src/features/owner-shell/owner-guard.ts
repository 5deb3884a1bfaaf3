import { ERRORS, FAILURE_TITLES } from '@camperdeel/rules/errors';

/** Who is using the owner area: the pages need the user (own reservations, co-owners) and the camper. */
export type OwnerIdentity = { userId: string; camperId: string };

/** The answer of `GET /api/auth/me`, reduced to what the guard needs. */
export type SessionCheck =
  | { kind: 'user'; user: { id: string; camper_id: string | null } }
  | { kind: 'anonymous' }
  | { kind: 'error'; message: string };

export type GuardDecision =
  | { allow: true; owner: OwnerIdentity }
  | { allow: false; to: string; toast?: { title: string; description: string } };

/**
 * docs/product/owner.md#screens-spec-2, owner area: not logged in → /auth (with redirect=mijn-camper, so an eigenaar comes straight back
 * after logging in); no camper → 'Geen camper toegewezen' and /dashboard; a failed check → home with 'Fout bij laden camper' and the reason.
 */
export function ownerGuard(check: SessionCheck): GuardDecision {
  if (check.kind === 'anonymous') return { allow: false, to: '/auth?redirect=mijn-camper' };
  if (check.kind === 'error') {
    return {
      allow: false,
      to: '/',
      toast: { title: FAILURE_TITLES.ownerLoadCamper, description: check.message },
    };
  }
  if (check.user.camper_id) {
    return { allow: true, owner: { userId: check.user.id, camperId: check.user.camper_id } };
  }
  return {
    allow: false,
    to: '/dashboard',
    toast: { title: ERRORS.no_camper_assigned.title, description: ERRORS.no_camper_assigned.message },
  };
}
