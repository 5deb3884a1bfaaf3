import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import {
  ADMIN_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@camperdeel/rules/notifications';
import { Card } from '@camperdeel/ui/components/Card';
import { Switch } from '@camperdeel/ui/components/Switch';
import { api } from '../api.ts';
import { useMe } from '../me.ts';
import { QueryState } from '../QueryState.tsx';
import { useApiMutation, useApiQuery, useQueryClient } from '../queries.ts';
import { type Answer, request } from '../request.ts';
import { accountKeys, accountQueries } from './account-queries.ts';
import { LOAD_FAILED, accountStyles as styles } from './account-styles.ts';

type MailSettings = Answer<(typeof api.me)['notification-settings']['$get']>;
type MailToggle = { soort: string; on: boolean };

/** 'Meldingen ook per mail': a switch per kind; it flips at once and flips back when saving it failed. */
export function MailSettingsCard() {
  const client = useQueryClient();
  // The cached session says whether the admin-only mail kinds apply; no extra request.
  const isAdmin = useMe().data?.rol === 'admin';
  const kinds = NOTIFICATION_KINDS.filter((soort) => isAdmin || !ADMIN_NOTIFICATION_KINDS.includes(soort));
  const settings = useApiQuery(accountQueries.mailSettings);
  const shown = (soort: string, on: boolean) =>
    client.setQueryData<MailSettings>(accountKeys.mailSettings, (current) =>
      current ? { ...current, email: { ...current.email, [soort]: on } } : current,
    );
  const save = useApiMutation({
    mutationFn: ({ soort, on }: MailToggle) =>
      request(() => api.me['notification-settings'].$put({ json: { email: { [soort]: on } } })),
    failureTitle: 'Opslaan mislukt',
    onMutate: ({ soort, on }: MailToggle) => shown(soort, on),
    onFailure: (_failure, { soort, on }) => shown(soort, !on),
    onSuccess: (answer) => client.setQueryData(accountKeys.mailSettings, answer),
  });
  return (
    <Card
      title="Meldingen ook per mail"
      description="Je ziet elke melding bij het belletje. Kies welke je ook per mail krijgt."
    >
      <QueryState query={settings} failureTitle={FAILURE_TITLES.load} failureText={LOAD_FAILED}>
        {({ email }) => (
          <div className={styles.form}>
            {kinds.map((soort) => (
              <Switch
                key={soort}
                label={NOTIFICATION_KIND_LABELS[soort]}
                checked={email[soort] ?? true}
                onCheckedChange={(on) => save.mutate({ soort, on })}
              />
            ))}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
