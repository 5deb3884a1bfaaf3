import { errorToast } from '@camperdeel/rules/errors';
import { formatDateTime } from '@camperdeel/rules/format';
import {
  ADMIN_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@camperdeel/rules/notifications';
import { AccountSections, type AccountSource } from '@camperdeel/ui/components/AccountSections';
import { toast } from '@camperdeel/ui/lib/toast';
import { api } from './api.ts';
import { sessionEnded, useMe } from './me.ts';
import { request } from './request.ts';
import { asResult } from './result.ts';

/** Self-service calls (docs/product/api.md#co-owner-life-and-self-service-architecture-10) on the shared typed client, as the ui component takes them (owner and prospect profiles). */
const source: AccountSource = {
  changePassword: (huidig, nieuw) =>
    asResult(
      request(() => api.me.password.$post({ json: { huidig_wachtwoord: huidig, nieuw_wachtwoord: nieuw } })),
    ),
  sessions: () => asResult(request(() => api.me.sessions.$get())),
  endSession: (id) => asResult(request(() => api.me.sessions[':id'].$delete({ param: { id } }))),
  mailSettings: () => asResult(request(() => api.me['notification-settings'].$get())),
  saveMailSetting: (soort, on) =>
    asResult(request(() => api.me['notification-settings'].$put({ json: { email: { [soort]: on } } }))),
  exportData: () => asResult(request(() => api.me.export.$get())),
  deleteAccount: (wachtwoord) => asResult(request(() => api.me.$delete({ json: { wachtwoord } }))),
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
  // The cached session says whether the admin-only mail kinds apply; no extra request.
  const isAdmin = useMe().data?.rol === 'admin';
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
        sessionEnded();
        toast.success({ title: 'Account verwijderd', description: 'Je gegevens zijn gewist.' });
        window.location.assign('/');
      }}
    />
  );
}
