import type { AuthRedirect } from './auth-search.ts';

/**
 * docs/product/public.md#screens-spec-2: after login everyone goes to /dashboard, except an eigenaar who arrived with redirect=mijn-camper.
 * An eigenaar without a camper is sent on by the owner guard, which explains why.
 */
export function postLoginPath(
  user: { status: string },
  redirect: AuthRedirect | undefined,
  returnPath: string | null = null,
): string {
  // Back where a session ended (docs/decisions/0080-booking-on-the-calendar.md), if the area is this user's.
  if (returnPath && mayReturnTo(user, returnPath)) return returnPath;
  return user.status === 'eigenaar' && redirect === 'mijn-camper' ? '/mijn-camper' : '/dashboard';
}

function within(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`);
}

/** The owner area is for owners, the dashboard for everyone signed in; no other page is returned to. */
function mayReturnTo(user: { status: string }, path: string): boolean {
  return (user.status === 'eigenaar' && within(path, '/mijn-camper')) || within(path, '/dashboard');
}
