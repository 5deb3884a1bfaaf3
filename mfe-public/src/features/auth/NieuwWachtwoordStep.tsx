import { errorToast, FAILURE_TITLES } from '@camperdeel/rules/errors';
import { MIN_PASSWORD_LENGTH, passwordResetConfirmSchema } from '@camperdeel/rules/schemas/auth';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';

type NieuwWachtwoordStepProps = {
  token: string;
  onBack: () => void;
  onChanged: () => void;
};

/** The form behind the mail's link `/auth?reset=<token>`: choose a new password, then log in with it. */
export function NieuwWachtwoordStep({ token, onBack, onChanged }: NieuwWachtwoordStepProps) {
  const [wachtwoord, setWachtwoord] = useState('');
  const [errors, setErrors] = useState<FieldErrors<{ token: string; wachtwoord: string }>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(passwordResetConfirmSchema, { token, wachtwoord });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const result = await authApi.confirmPasswordReset(checked.data);
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.passwordReset);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    toast.success({
      title: 'Wachtwoord gewijzigd',
      description: 'Je kunt nu inloggen met je nieuwe wachtwoord.',
    });
    onChanged();
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <InputField
        label="Nieuw wachtwoord"
        type="password"
        name="wachtwoord"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={errors.wachtwoord ? undefined : `Minimaal ${MIN_PASSWORD_LENGTH} tekens`}
        value={wachtwoord}
        onChange={(e) => setWachtwoord(e.target.value)}
        error={errors.wachtwoord ?? errors.token}
      />
      <div className={formStyles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Annuleren
        </Button>
        <Button type="submit" busy={busy} busyLabel="Bezig met opslaan...">
          Wachtwoord opslaan
        </Button>
      </div>
    </form>
  );
}
