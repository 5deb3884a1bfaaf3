import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from './api.ts';
import { forgetDeviceData } from './forget-device.ts';
import { sessionEnded } from './me.ts';
import { navigateTo } from './navigation.ts';
import { request } from './request.ts';

/**
 * The one logout of every area (docs/product/public.md#states-spec-4): 'Uitgelogd' / 'Je bent succesvol uitgelogd.', then home, with the
 * user and all their cached data forgotten; 'Uitloggen mislukt' with the server's reason otherwise.
 * A second click while the first runs does nothing.
 */
export function useLogout() {
  // A ref, not the pending state: two clicks in one frame both see the state of before the first.
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: () => request(() => api.auth.logout.$post()),
    meta: { failureTitle: FAILURE_TITLES.logout },
    onSettled: () => {
      running.current = false;
    },
    onSuccess: async () => {
      // Leave the signed-in page first, so its queries do not fetch again for a user who is gone.
      await navigateTo('/');
      sessionEnded();
      await forgetDeviceData();
      toast.success({ title: toasts.loggedOut.title, description: toasts.loggedOut.message });
    },
  });
  return {
    logout: () => {
      if (running.current) return;
      running.current = true;
      mutation.mutate();
    },
    busy: mutation.isPending,
  };
}
