import { errorToast, FAILURE_TITLES } from '@camperdeel/rules/errors';
import { MIN_PASSWORD_LENGTH, registerSchema } from '@camperdeel/rules/schemas/auth';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';

type Values = { naam: string; email: string; wachtwoord: string };

type BasisgegevensStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onRegistered: () => void;
};

/** Register step 1: completing it creates the account (and its session), spec §2 and §4. */
export function BasisgegevensStep({ email, onEmailChange, onBack, onRegistered }: BasisgegevensStepProps) {
  const [naam, setNaam] = useState('');
  const [wachtwoord, setWachtwoord] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(registerSchema, { naam, email, wachtwoord });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const result = await authApi.register(checked.data);
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.register);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    onRegistered();
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <InputField
        label="Naam"
        name="naam"
        autoComplete="name"
        required
        value={naam}
        onChange={(e) => setNaam(e.target.value)}
        error={errors.naam}
      />
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
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={errors.wachtwoord ? undefined : `Minimaal ${MIN_PASSWORD_LENGTH} tekens`}
        value={wachtwoord}
        onChange={(e) => setWachtwoord(e.target.value)}
        error={errors.wachtwoord}
      />
      <div className={formStyles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Terug
        </Button>
        <Button type="submit" busy={busy} busyLabel="Bezig met registreren...">
          Volgende
        </Button>
      </div>
    </form>
  );
}
