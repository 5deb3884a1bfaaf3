import { toast } from '@camperdeel/ui/lib/toast';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { checkSession } from '../session/check-session.ts';
import { ownerGuard } from './owner-guard.ts';

// Once this page load has seen an owner with a camper, later page changes render at once while the check re-runs.
let seenCamperId: string | null = null;

export function forgetOwnerSession() {
  seenCamperId = null;
}

/**
 * Spec §2: every owner page checks the session when entered. Returns the user's camper id when the page may render
 * (null while checking); otherwise the user is sent on, with the reason as a toast that survives the navigation.
 */
export function useOwnerGuard(pathname: string): string | null {
  const navigate = useNavigate();
  const [camperId, setCamperId] = useState(seenCamperId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each owner page entered is checked again
  useEffect(() => {
    let cancelled = false;
    void checkSession().then((check) => {
      if (cancelled) return;
      const decision = ownerGuard(check);
      seenCamperId = decision.allow ? decision.camperId : null;
      setCamperId(seenCamperId);
      if (decision.allow) return;
      if (decision.toast) toast.destructive(decision.toast);
      void navigate({ to: decision.to, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate]);
  return camperId;
}
