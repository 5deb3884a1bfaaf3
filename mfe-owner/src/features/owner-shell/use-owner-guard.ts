import { useMe } from '@camperdeel/client/me';
import { errorToast } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { type GuardDecision, type OwnerIdentity, ownerGuard, type SessionCheck } from './owner-guard.ts';

/**
 * docs/product/owner.md#screens-spec-2: the owner pages need a user with a camper. Reads the session the data layer caches for the page
 * (`useMe`), so moving between owner pages asks the server nothing; a 401 on any call, or logout, updates that
 * cache and so this guard. Returns the owner when the page may render (null while the session is unknown);
 * otherwise the user is sent on, with the reason as a toast that survives the navigation.
 */
export function useOwnerGuard(): OwnerIdentity | null {
  const navigate = useNavigate();
  const router = useRouter();
  // An anonymous answer in the cache may be old (someone logged in since): entering the area asks once more.
  const me = useMe({ recheckAnonymous: true });
  const check = useMemo((): SessionCheck | null => {
    if (me.data) return { kind: 'user', user: me.data };
    if (me.data === null && !me.isFetching) return { kind: 'anonymous' };
    if (me.error) return { kind: 'error', message: errorToast(me.error.envelope).message };
    return null;
  }, [me.data, me.isFetching, me.error]);
  const decision = useMemo((): GuardDecision | null => (check ? ownerGuard(check) : null), [check]);
  const userId = decision?.allow ? decision.owner.userId : null;
  const camperId = decision?.allow ? decision.owner.camperId : null;
  const owner = useMemo(() => (userId && camperId ? { userId, camperId } : null), [userId, camperId]);

  useEffect(() => {
    if (!decision || decision.allow) return;
    // A late answer (e.g. right after logging out) must not pull someone who already left the area back in.
    if (!isOwnerPath(router.state.location.pathname)) return;
    if (decision.toast) toast.destructive(decision.toast);
    const url = new URL(decision.to, window.location.origin);
    void navigate({ to: url.pathname, search: Object.fromEntries(url.searchParams), replace: true });
  }, [decision, navigate, router]);

  return owner;
}

function isOwnerPath(pathname: string): boolean {
  return pathname === '/mijn-camper' || pathname.startsWith('/mijn-camper/');
}
