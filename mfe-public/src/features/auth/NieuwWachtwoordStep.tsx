import { useApiMutation } from '@camperdeel/client/queries';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { MIN_PASSWORD_LENGTH, passwordResetConfirmSchema } from '@camperdeel/rules/schemas/auth';
import { toast } from '@camperdeel/ui/lib/toast';
import { NewPasswordField } from './AuthFields.tsx';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';
import { StepActions } from './StepActions.tsx';

type NieuwWachtwoordStepProps = {
  token: string;
  /** `reset`: the reset mail's link; `uitnodiging`: the welcome mail of an account an admin created. */
  soort?: 'reset' | 'uitnodiging';
  onBack: () => void;
  onChanged: () => void;
};

const TEXTS = {
  reset: {
    label: 'Nieuw wachtwoord',
    submit: 'Wachtwoord opslaan',
    title: 'Wachtwoord gewijzigd',
    description: 'Je kunt nu inloggen met je nieuwe wachtwoord.',
  },
  uitnodiging: {
    label: 'Kies een wachtwoord',
    submit: 'Wachtwoord instellen',
    title: 'Wachtwoord ingesteld',
    description: 'Je kunt nu inloggen met je e-mailadres en dit wachtwoord.',
  },
} as const;

/**
 * The form behind the mail's link: `/auth?reset=<token>` chooses a new password, `/auth?uitnodiging=<token>` the
 * first one of an account an admin created; then the user logs in with it.
 */
export function NieuwWachtwoordStep({ token, soort = 'reset', onBack, onChanged }: NieuwWachtwoordStepProps) {
  const texts = TEXTS[soort];
  // The token rides along as a form value, so the one shared schema checks it (an over-long link is refused here).
  const form = useSchemaForm({
    schema: passwordResetConfirmSchema,
    defaultValues: { token, wachtwoord: '' },
  });
  const { errors } = form.formState;
  const change = useApiMutation({
    mutationFn: (values: { token: string; wachtwoord: string }): Promise<unknown> =>
      soort === 'uitnodiging' ? authApi.confirmInvitation(values) : authApi.confirmPasswordReset(values),
    failureTitle: FAILURE_TITLES.passwordReset,
    onSuccess: () => {
      toast.success({ title: texts.title, description: texts.description });
      onChanged();
    },
  });
  const submit = form.handleSubmit((values) => change.mutate(values));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {soort === 'uitnodiging' ? (
        <p className={formStyles.intro}>
          Er is een account voor je aangemaakt. Kies een wachtwoord van minimaal {MIN_PASSWORD_LENGTH} tekens;
          daarna log je in met je e-mailadres. De link in je mail werkt één keer en is 7 dagen geldig.
        </p>
      ) : null}
      <NewPasswordField
        label={texts.label}
        refused={errors.wachtwoord !== undefined}
        {...form.register('wachtwoord')}
        error={(errors.wachtwoord ?? errors.token)?.message}
      />
      <StepActions
        onBack={onBack}
        backLabel="Annuleren"
        busy={change.isPending}
        busyLabel="Bezig met opslaan..."
      >
        {texts.submit}
      </StepActions>
    </form>
  );
}
