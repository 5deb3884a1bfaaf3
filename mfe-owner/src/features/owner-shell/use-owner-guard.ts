import { toast } from '@camperdeel/ui/lib/toast';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { checkSession } from '../session/check-session.ts';
import { type OwnerIdentity, ownerGuard } from './owner-guard.ts';

// Once this page load has seen an owner with a camper, later page changes render at once while the check re-runs.
let seenOwner: OwnerIdentity | null = null;

export function forgetOwnerSession() {
  seenOwner = null;
}

/**
 * Spec §2: every owner page checks the session when entered. Returns the owner (user and camper id) when the page may render
 * (null while checking); otherwise the user is sent on, with the reason as a toast that survives the navigation.
 */
export function useOwnerGuard(pathname: string): OwnerIdentity | null {
  const navigate = useNavigate();
  const router = useRouter();
  const [owner, setOwner] = useState(seenOwner);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each owner page entered is checked again
  useEffect(() => {
    let cancelled = false;
    void checkSession().then((check) => {
      if (cancelled) return;
      const decision = ownerGuard(check);
      // Keep the same object while the owner stays the same, so pages do not reload on every page change.
      seenOwner = decision.allow ? sameOwner(seenOwner, decision.owner) : null;
      setOwner(seenOwner);
      // A late answer (e.g. right after logging out) must not pull someone who already left the area back in.
      if (decision.allow || !isOwnerPath(router.state.location.pathname)) return;
      if (decision.toast) toast.destructive(decision.toast);
      void navigate({ to: decision.to, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate, router]);
  return owner;
}

function sameOwner(previous: OwnerIdentity | null, next: OwnerIdentity): OwnerIdentity {
  return previous?.userId === next.userId && previous.camperId === next.camperId ? previous : next;
}

function isOwnerPath(pathname: string): boolean {
  return pathname === '/mijn-camper' || pathname.startsWith('/mijn-camper/');
}
