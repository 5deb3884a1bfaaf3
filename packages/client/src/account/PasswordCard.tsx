import { type ChangePasswordInput, changePasswordSchema } from '@camperdeel/rules/schemas/account-requests';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { api } from '../api.ts';
import { useApiMutation } from '../queries.ts';
import { request } from '../request.ts';
import { useSchemaForm } from '../schema-form.ts';
import { accountKeys } from './account-queries.ts';
import { accountStyles as styles } from './account-styles.ts';

/** 'Wachtwoord wijzigen': a new password ends every other session, so the sessions list loads again after one. */
export function PasswordCard() {
  const { fieldProps, handleSubmit, reset } = useSchemaForm({
    schema: changePasswordSchema,
    defaultValues: { huidig_wachtwoord: '', nieuw_wachtwoord: '' },
  });
  const change = useApiMutation({
    mutationFn: (json: ChangePasswordInput) => request(() => api.me.password.$post({ json })),
    failureTitle: 'Wachtwoord wijzigen mislukt',
    invalidates: [accountKeys.sessions],
    onSuccess: () => {
      reset();
      toast.success({
        title: 'Wachtwoord gewijzigd',
        description: 'Je bent op je andere apparaten afgemeld.',
      });
    },
  });
  return (
    <Card
      title="Wachtwoord wijzigen"
      description="Na het wijzigen word je op al je andere apparaten afgemeld."
    >
      <form onSubmit={handleSubmit((input) => change.mutate(input))} noValidate className={styles.form}>
        <InputField
          label="Huidig wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps('huidig_wachtwoord')}
        />
        <InputField
          label="Nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          hint="Minimaal 6 tekens"
          required
          {...fieldProps('nieuw_wachtwoord')}
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
