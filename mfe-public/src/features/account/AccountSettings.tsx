import { errorToast } from '@camperdeel/rules/errors';
import { formatDateTime } from '@camperdeel/rules/format';
import {
  ADMIN_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@camperdeel/rules/notifications';
import { AccountSections, type AccountSource } from '@camperdeel/ui/components/AccountSections';
import { toast } from '@camperdeel/ui/lib/toast';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';

/** Self-service calls (architecture §10) on this area's typed client. */
const source: AccountSource = {
  changePassword: (huidig, nieuw) =>
    call(() => api.me.password.$post({ json: { huidig_wachtwoord: huidig, nieuw_wachtwoord: nieuw } })),
  sessions: () => call(() => api.me.sessions.$get()),
  endSession: (id) => call(() => api.me.sessions[':id'].$delete({ param: { id } })),
  mailSettings: () => call(() => api.me['notification-settings'].$get()),
  saveMailSetting: (soort, on) =>
    call(() => api.me['notification-settings'].$put({ json: { email: { [soort]: on } } })),
  exportData: () => call(() => api.me.export.$get()),
  deleteAccount: (wachtwoord) => call(() => api.me.$delete({ json: { wachtwoord } })),
};

function showFailure(body: unknown, title: string): void {
  const failure = errorToast(body, title);
  toast.destructive({ title: failure.title, description: failure.message });
}

function showSuccess(title: string, message?: string): void {
  toast.success({ title, description: message });
}

/** The member's account settings under the profile: password, sessions, mail per kind, data, deletion. */
export function AccountSettings() {
  const [isAdmin, setIsAdmin] = useState(false);
  useEffect(() => {
    void call(() => api.auth.me.$get()).then((result) =>
      setIsAdmin(result.ok && result.data.user.rol === 'admin'),
    );
  }, []);
  const kindLabels = NOTIFICATION_KINDS.filter(
    (soort) => isAdmin || !ADMIN_NOTIFICATION_KINDS.includes(soort),
  ).map((soort) => ({ soort, label: NOTIFICATION_KIND_LABELS[soort] }));
  return (
    <AccountSections
      source={source}
      kindLabels={kindLabels}
      formatTime={formatDateTime}
      onFailure={showFailure}
      onSuccess={showSuccess}
      onDeleted={() => {
        toast.success({ title: 'Account verwijderd', description: 'Je gegevens zijn gewist.' });
        window.location.assign('/');
      }}
    />
  );
}
