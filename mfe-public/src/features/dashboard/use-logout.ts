import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { authApi } from '../auth/auth-api.ts';
import { forgetDashboardUser } from './use-dashboard-guard.ts';

/** Logout (spec §4): 'Uitgelogd' / 'Je bent succesvol uitgelogd.', then home; 'Uitloggen mislukt' otherwise. */
export function useLogout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    const result = await authApi.logout();
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.logout);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    forgetDashboardUser();
    toast.success({ title: toasts.loggedOut.title, description: toasts.loggedOut.message });
    void navigate({ to: '/' });
  }
  return { logout, busy };
}
