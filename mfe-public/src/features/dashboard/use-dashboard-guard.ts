import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { authApi, type MeUser } from '../auth/auth-api.ts';

// Once this page load has seen the user, later tab changes render at once while the check re-runs.
let seenUser: MeUser | null = null;

export function forgetDashboardUser() {
  seenUser = null;
}

/**
 * Every dashboard page checks the session when entered; without one the visitor goes to log in and comes back
 * here afterwards (`/auth?redirect=dashboard`). Returns the user once known, null while checking.
 */
export function useDashboardGuard(pathname: string): MeUser | null {
  const navigate = useNavigate();
  const [user, setUser] = useState(seenUser);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each page entered is checked again
  useEffect(() => {
    let cancelled = false;
    void authApi.me().then((result) => {
      if (cancelled) return;
      seenUser = result.ok ? result.data.user : null;
      setUser(seenUser);
      if (!result.ok) void navigate({ to: '/auth', search: { redirect: 'dashboard' }, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate]);
  return user;
}
