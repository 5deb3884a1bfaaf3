import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { CLUB_SETTING_LABELS } from '@camperdeel/rules/club-settings';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { type ClubSettingsPutInput, clubSettingsPutSchema } from '@camperdeel/rules/schemas/club-office';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { InputField } from '@camperdeel/ui/components/Input';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { pageLayout } from '../../shared/page-layout.ts';
import { type ClubSettings, settingsApi, settingsKey } from './settings-api.ts';

type Fields = Record<keyof ClubSettings, string>;

const schema = formSchema(clubSettingsPutSchema, (values: Fields) => values);

const asFields = (s: ClubSettings): Fields => ({
  pechbijstand_telefoon: s.pechbijstand_telefoon ?? '',
  verzekering_telefoon: s.verzekering_telefoon ?? '',
  onderhoud_telefoon: s.onderhoud_telefoon ?? '',
  klantenservice_email: s.klantenservice_email ?? '',
  openingstijden: s.openingstijden ?? '',
});

function SettingsForm({ saved }: { saved: ClubSettings }) {
  const { fieldProps, handleSubmit, reset, busy } = useSchemaForm({ schema, defaultValues: asFields(saved) });
  // The server's refusal (not a phone number, not an e-mail address) stays by the form until the next save.
  const [error, setError] = useState<string | null>(null);
  const saving = useApiMutation({
    mutationFn: (input: ClubSettingsPutInput) => request(() => settingsApi.save(input)),
    failureTitle: 'Fout bij opslaan',
    invalidates: [settingsKey],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
    onSuccess: (answer) => {
      setError(null);
      reset(asFields(answer));
      toast.success({ title: 'Instellingen opgeslagen' });
    },
  });
  return (
    <form
      onSubmit={handleSubmit((input) => saving.mutateAsync(input).catch(() => undefined))}
      noValidate
      className={styles.form}
    >
      <div className={styles.grid}>
        {(['pechbijstand_telefoon', 'verzekering_telefoon', 'onderhoud_telefoon'] as const).map((field) => (
          <InputField
            key={field}
            label={CLUB_SETTING_LABELS[field]}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="Bijvoorbeeld 020 123 45 67 of +31 20 123 45 67"
            {...fieldProps(field)}
          />
        ))}
        <InputField
          label={CLUB_SETTING_LABELS.klantenservice_email}
          type="email"
          autoComplete="off"
          {...fieldProps('klantenservice_email')}
        />
      </div>
      <TextareaField
        label={CLUB_SETTING_LABELS.openingstijden}
        hint="Eén regel per dag of dagen, bijvoorbeeld 'Maandag t/m vrijdag: 08:00 - 18:00'"
        rows={3}
        {...fieldProps('openingstijden')}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan..." className={styles.submit}>
        Opslaan
      </Button>
    </form>
  );
}

/**
 * /admin/dashboard/instellingen (docs/product/club-office.md#settings): the numbers and e-mail address owners see on
 * their help page. An empty field shows owners that the club has not filled it in.
 */
export function SettingsTab() {
  const settings = useApiQuery({
    queryKey: settingsKey,
    queryFn: () => request(() => settingsApi.read()),
    failureTitle: FAILURE_TITLES.load,
  });
  return (
    <section className={pageLayout}>
      <PageHeader
        title="Instellingen"
        description="Hulpnummers, e-mail en openingstijden die eigenaren op hun hulppagina zien."
      />
      <Card title="Hulp & Contact">
        <QueryState query={settings} failureTitle={FAILURE_TITLES.load}>
          {(saved) => <SettingsForm saved={saved} />}
        </QueryState>
      </Card>
    </section>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  error: css({ color: 'danger.text', fontSize: 'sm' }),
  submit: css({ alignSelf: { base: 'stretch', sm: 'start' } }),
};
