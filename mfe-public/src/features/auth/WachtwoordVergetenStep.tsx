import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { passwordResetRequestSchema } from '@camperdeel/rules/schemas/auth';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';

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
  const [errors, setErrors] = useState<FieldErrors<{ email: string }>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(passwordResetRequestSchema, { email });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const result = await authApi.requestPasswordReset(checked.data);
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.passwordReset);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    toast.success({
      title: toasts.passwordResetSent.title,
      description:
        'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen.',
    });
    onSent();
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p className={formStyles.intro}>
        Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord te kiezen.
      </p>
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
      <div className={formStyles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Terug
        </Button>
        <Button type="submit" busy={busy} busyLabel="Bezig met versturen...">
          Verstuur link
        </Button>
      </div>
    </form>
  );
}
