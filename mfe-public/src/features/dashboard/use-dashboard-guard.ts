import { useMe } from '@camperdeel/client/me';
import type { Me } from '@camperdeel/client/session-store';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dashboardPath } from './dashboard-nav.ts';

/**
 * Every dashboard page needs a session; without one the visitor goes to log in and comes back here afterwards
 * (`/auth?redirect=dashboard`). Reads the page's cached session (`useMe`, packages/client): a tab change asks the
 * server nothing, and a logout or a 401 anywhere clears it. Returns the user once known, null while checking.
 *
 * It only redirects while the browser is still on a dashboard path: on logout the page briefly renders with the
 * new path ('/') before it unmounts, and the cleared session must not pull the user from home to the login screen.
 */
export function useDashboardGuard(pathname: string): Me | null {
  const navigate = useNavigate();
  const router = useRouter();
  const me = useMe();
  const onDashboard = dashboardPath(pathname) !== null;
  // No answer at all counts as no session: the login page says what is wrong, a spinner forever would not.
  const anonymous = (me.isSuccess && me.data === null) || me.isError;
  useEffect(() => {
    if (!onDashboard || !anonymous || dashboardPath(router.state.location.pathname) === null) return;
    void navigate({ to: '/auth', search: { redirect: 'dashboard' }, replace: true });
  }, [onDashboard, anonymous, navigate, router]);
  return me.data ?? null;
}
