import { useApiMutation } from '@camperdeel/client/queries';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { passwordResetRequestSchema } from '@camperdeel/rules/schemas/auth';
import { toast } from '@camperdeel/ui/lib/toast';
import { EmailField } from './AuthFields.tsx';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';
import { StepActions } from './StepActions.tsx';

type WachtwoordVergetenStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onSent: () => void;
};

/** Asks for a reset mail. The server answers 202 whether or not the address exists (no enumeration). */
export function WachtwoordVergetenStep({
  email,
  onEmailChange,
  onBack,
  onSent,
}: WachtwoordVergetenStepProps) {
  const form = useSchemaForm({ schema: passwordResetRequestSchema, defaultValues: { email } });
  const { errors } = form.formState;
  const resetRequest = useApiMutation({
    mutationFn: authApi.requestPasswordReset,
    failureTitle: FAILURE_TITLES.passwordReset,
    onSuccess: () => {
      toast.success({
        title: toasts.passwordResetSent.title,
        description:
          'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen.',
      });
      onSent();
    },
  });
  const submit = form.handleSubmit((values) => resetRequest.mutate(values));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p className={formStyles.intro}>
        Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord te kiezen.
      </p>
      <EmailField
        {...form.register('email', { onChange: (e) => onEmailChange(e.target.value) })}
        error={errors.email?.message}
      />
      <StepActions onBack={onBack} busy={resetRequest.isPending} busyLabel="Bezig met versturen...">
        Verstuur link
      </StepActions>
    </form>
  );
}
