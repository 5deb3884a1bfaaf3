import { ERRORS, MESSAGES } from '@camperdeel/rules/errors';

/** The answer of `GET /api/auth/me`, reduced to what the guard needs. */
export type SessionCheck =
  | { kind: 'user'; user: { is_admin: boolean } }
  | { kind: 'anonymous' }
  | { kind: 'error' };

export type GuardDecision =
  | { allow: true }
  | { allow: false; to: string; toast?: { title: string; description: string } };

/**
 * docs/product/admin.md#screens-spec-2, admin area: not logged in → /admin; logged in but not admin → / with
 * 'Toegang geweigerd - Je hebt geen admin rechten.'; any other error → /.
 */
export function adminGuard(check: SessionCheck): GuardDecision {
  if (check.kind === 'anonymous') return { allow: false, to: '/admin' };
  if (check.kind === 'error') return { allow: false, to: '/' };
  if (check.user.is_admin) return { allow: true };
  const [title = ERRORS.not_admin.title, description = ERRORS.not_admin.message] =
    MESSAGES.accessDeniedRedirect.split(' - ');
  return { allow: false, to: '/', toast: { title, description } };
}
