import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { type FormEvent, useState } from 'react';
import { api } from '../api.ts';
import { useApiMutation } from '../queries.ts';
import { request } from '../request.ts';
import { accountKeys } from './account-queries.ts';
import { accountStyles as styles } from './account-styles.ts';

/** 'Wachtwoord wijzigen': a new password ends every other session, so the sessions list loads again after one. */
export function PasswordCard() {
  const [huidig, setHuidig] = useState('');
  const [nieuw, setNieuw] = useState('');
  const change = useApiMutation({
    mutationFn: (json: { huidig_wachtwoord: string; nieuw_wachtwoord: string }) =>
      request(() => api.me.password.$post({ json })),
    failureTitle: 'Wachtwoord wijzigen mislukt',
    invalidates: [accountKeys.sessions],
    onSuccess: () => {
      setHuidig('');
      setNieuw('');
      toast.success({
        title: 'Wachtwoord gewijzigd',
        description: 'Je bent op je andere apparaten afgemeld.',
      });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ huidig_wachtwoord: huidig, nieuw_wachtwoord: nieuw });
  }
  return (
    <Card
      title="Wachtwoord wijzigen"
      description="Na het wijzigen word je op al je andere apparaten afgemeld."
    >
      <form onSubmit={submit} className={styles.form}>
        <InputField
          label="Huidig wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          value={huidig}
          onChange={(e) => setHuidig(e.target.value)}
        />
        <InputField
          label="Nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          hint="Minimaal 6 tekens"
          required
          value={nieuw}
          onChange={(e) => setNieuw(e.target.value)}
        />
        <div>
          <Button type="submit" busy={change.isPending} busyLabel="Bezig met wijzigen...">
            Wachtwoord wijzigen
          </Button>
        </div>
      </form>
    </Card>
  );
}
