import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { authApi, type MeUser } from '../auth/auth-api.ts';
import { dashboardPath } from './dashboard-nav.ts';

// Once this page load has seen the user, later tab changes render at once while the check re-runs.
let seenUser: MeUser | null = null;

export function forgetDashboardUser() {
  seenUser = null;
}

/**
 * Every dashboard page checks the session when entered; without one the visitor goes to log in and comes back
 * here afterwards (`/auth?redirect=dashboard`). Returns the user once known, null while checking.
 *
 * Only dashboard paths are checked, and an answer only redirects while the browser is still on one: on logout the
 * page briefly renders with the new path ('/') before it unmounts, and a late "not logged in" must not pull the
 * user from home to the login screen.
 */
export function useDashboardGuard(pathname: string): MeUser | null {
  const navigate = useNavigate();
  const router = useRouter();
  const [user, setUser] = useState(seenUser);
  const onDashboard = dashboardPath(pathname) !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each page entered is checked again
  useEffect(() => {
    if (!onDashboard) return;
    let cancelled = false;
    void authApi.me().then((result) => {
      if (cancelled) return;
      seenUser = result.ok ? result.data.user : null;
      setUser(seenUser);
      if (result.ok || dashboardPath(router.state.location.pathname) === null) return;
      void navigate({ to: '/auth', search: { redirect: 'dashboard' }, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, onDashboard, navigate, router]);
  return user;
}
