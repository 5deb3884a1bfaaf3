import { sessionStarted } from '@camperdeel/client/me';
import { useApiMutation } from '@camperdeel/client/queries';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { registerSchema } from '@camperdeel/rules/schemas/auth';
import { InputField } from '@camperdeel/ui/components/Input';
import { EmailField, NewPasswordField } from './AuthFields.tsx';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';
import { StepActions } from './StepActions.tsx';

type BasisgegevensStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onRegistered: () => void;
};

/** Register step 1: completing it creates the account (and its session), docs/product/public.md#screens-spec-2, docs/product/public.md#states-spec-4. */
export function BasisgegevensStep({ email, onEmailChange, onBack, onRegistered }: BasisgegevensStepProps) {
  const form = useSchemaForm({ schema: registerSchema, defaultValues: { naam: '', email, wachtwoord: '' } });
  const { errors } = form.formState;
  const registration = useApiMutation({
    mutationFn: authApi.register,
    failureTitle: FAILURE_TITLES.register,
    onSuccess: ({ user }) => {
      // Registering signs the new user in: the dashboard's guard finds the session without asking again.
      sessionStarted(user);
      onRegistered();
    },
  });
  const submit = form.handleSubmit((values) => registration.mutate(values));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <InputField label="Naam" autoComplete="name" required {...form.fieldProps('naam')} />
      <EmailField
        {...form.register('email', { onChange: (e) => onEmailChange(e.target.value) })}
        error={errors.email?.message}
      />
      <NewPasswordField
        label="Wachtwoord"
        refused={errors.wachtwoord !== undefined}
        {...form.fieldProps('wachtwoord')}
      />
      <StepActions onBack={onBack} busy={registration.isPending} busyLabel="Bezig met registreren...">
        Volgende
      </StepActions>
    </form>
  );
}
