import { sessionStarted } from '@camperdeel/client/me';
import { useApiMutation } from '@camperdeel/client/queries';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import type { Me } from '@camperdeel/client/session-store';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { loginSchema } from '@camperdeel/rules/schemas/auth';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { EmailField } from './AuthFields.tsx';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';
import { StepActions } from './StepActions.tsx';

type LoginStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onBack: () => void;
  onLoggedIn: (user: Me) => void;
};

/** docs/product/public.md#screens-spec-2 step 2: e-mail and wachtwoord; 'Welkom terug!' on success, 'Login mislukt' with the server's reason. */
export function LoginStep({ email, onEmailChange, onForgotPassword, onBack, onLoggedIn }: LoginStepProps) {
  const form = useSchemaForm({ schema: loginSchema, defaultValues: { email, wachtwoord: '' } });
  const { errors } = form.formState;
  const login = useApiMutation({
    mutationFn: authApi.login,
    failureTitle: FAILURE_TITLES.login,
    onSuccess: ({ user }) => {
      sessionStarted(user);
      toast.success({ title: toasts.welcomeBack.title });
      onLoggedIn(user);
    },
  });
  const submit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <EmailField
        {...form.register('email', { onChange: (e) => onEmailChange(e.target.value) })}
        error={errors.email?.message}
      />
      <InputField
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        {...form.fieldProps('wachtwoord')}
      />
      <button type="button" className={formStyles.textLink} onClick={onForgotPassword}>
        Wachtwoord vergeten?
      </button>
      <StepActions onBack={onBack} busy={login.isPending} busyLabel="Bezig met inloggen...">
        Inloggen
      </StepActions>
    </form>
  );
}
