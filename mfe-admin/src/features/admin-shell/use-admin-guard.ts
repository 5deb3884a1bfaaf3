import { toast } from '@camperdeel/ui/lib/toast';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { checkSession } from '../session/check-session.ts';
import { adminGuard } from './admin-guard.ts';

// Once this page load has seen an admin session, later tab changes render at once while the check re-runs.
let seenAdmin = false;

export function forgetAdminSession() {
  seenAdmin = false;
}

/**
 * Spec §2: every admin page checks the admin role when entered. Returns whether the page may render; when not,
 * the user is sent on (a refusal toast lives in the host's toaster, so it survives the navigation).
 */
export function useAdminGuard(pathname: string): boolean {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(seenAdmin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each admin page entered is checked again
  useEffect(() => {
    let cancelled = false;
    void checkSession().then((check) => {
      if (cancelled) return;
      const decision = adminGuard(check);
      seenAdmin = decision.allow;
      setAllowed(decision.allow);
      if (decision.allow) return;
      if (decision.toast) toast.destructive(decision.toast);
      void navigate({ to: decision.to, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate]);
  return allowed;
}
