import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { loginSchema } from '@camperdeel/rules/schemas/auth';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { type FormEvent, useState } from 'react';
import { authApi, type MeUser } from './auth-api.ts';
import { formStyles } from './form-styles.ts';

type LoginStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onBack: () => void;
  onLoggedIn: (user: MeUser) => void;
};

/** Spec §2 step 2: e-mail and wachtwoord; 'Welkom terug!' on success, 'Login mislukt' with the server's reason. */
export function LoginStep({ email, onEmailChange, onForgotPassword, onBack, onLoggedIn }: LoginStepProps) {
  const [wachtwoord, setWachtwoord] = useState('');
  const [errors, setErrors] = useState<FieldErrors<{ email: string; wachtwoord: string }>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(loginSchema, { email, wachtwoord });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const result = await authApi.login(checked.data);
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.login);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    toast.success({ title: toasts.welcomeBack.title });
    onLoggedIn(result.data.user);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <InputField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.email}
      />
      <InputField
        label="Wachtwoord"
        type="password"
        name="wachtwoord"
        autoComplete="current-password"
        required
        value={wachtwoord}
        onChange={(e) => setWachtwoord(e.target.value)}
        error={errors.wachtwoord}
      />
      <button type="button" className={formStyles.textLink} onClick={onForgotPassword}>
        Wachtwoord vergeten?
      </button>
      <div className={formStyles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Terug
        </Button>
        <Button type="submit" busy={busy} busyLabel="Bezig met inloggen...">
          Inloggen
        </Button>
      </div>
    </form>
  );
}
