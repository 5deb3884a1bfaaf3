import { useMe } from '@camperdeel/client/me';
import { toast } from '@camperdeel/ui/lib/toast';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { adminGuard, type SessionCheck } from './admin-guard.ts';

/**
 * docs/product/admin.md#screens-spec-2: every admin page checks the admin role when entered, from the page's cached session (useMe), so a tab
 * change renders at once. Returns whether the page may render; when not, the user is sent on (a refusal toast
 * lives in the host's toaster, so it survives the navigation).
 */
export function useAdminGuard(): boolean {
  const navigate = useNavigate();
  const me = useMe();
  const check: SessionCheck | null = me.isPending
    ? null
    : me.isError
      ? { kind: 'error' }
      : me.data
        ? { kind: 'user', user: me.data }
        : { kind: 'anonymous' };
  const decision = check ? adminGuard(check) : null;
  const refusedTo = decision && !decision.allow ? decision.to : null;
  const refusal = decision && !decision.allow ? decision.toast : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refusal follows from where it sends; one toast per refusal
  useEffect(() => {
    if (refusedTo === null) return;
    if (refusal) toast.destructive(refusal);
    void navigate({ to: refusedTo, replace: true });
  }, [refusedTo, navigate]);
  return decision?.allow === true;
}
