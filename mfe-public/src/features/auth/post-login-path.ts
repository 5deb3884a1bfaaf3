import type { AuthRedirect } from './auth-search.ts';

/**
 * docs/product/public.md#screens-spec-2: after login everyone goes to /dashboard, except an eigenaar who arrived with redirect=mijn-camper.
 * An eigenaar without a camper is sent on by the owner guard, which explains why.
 */
export function postLoginPath(user: { status: string }, redirect: AuthRedirect | undefined): string {
  return user.status === 'eigenaar' && redirect === 'mijn-camper' ? '/mijn-camper' : '/dashboard';
}
