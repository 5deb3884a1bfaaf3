import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { registerStep2Schema, registerStep3Schema } from '@camperdeel/rules/schemas/profile';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { toast } from '@camperdeel/ui/lib/toast';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api.ts';
import { formStyles } from './form-styles.ts';
import type { PersoonlijkeGegevens } from './PersoonlijkeGegevensStep.tsx';

type Values = { allergieen_intolleranties: string; aantal_familieleden: string };

type GezinsgegevensStepProps = {
  persoonlijk: PersoonlijkeGegevens;
  onBack: () => void;
  onSaved: () => void;
};

/** Register step 3: 'Account aanmaken' saves steps 2 and 3 as the profile (spec §4). */
export function GezinsgegevensStep({ persoonlijk, onBack, onSaved }: GezinsgegevensStepProps) {
  const [values, setValues] = useState<Values>({ allergieen_intolleranties: '', aantal_familieleden: '' });
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(registerStep3Schema, values);
    setErrors(checked.ok ? {} : checked.errors);
    const personal = validateForm(registerStep2Schema, persoonlijk);
    if (!checked.ok || !personal.ok) return;
    setBusy(true);
    const result = await authApi.saveProfile({ ...personal.data, ...checked.data });
    setBusy(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.saveProfile);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    toast.success({ title: toasts.accountCreated.title });
    onSaved();
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <InputField
        label="Allergieën of intoleranties"
        name="allergieen_intolleranties"
        value={values.allergieen_intolleranties}
        onChange={(e) => setValues((v) => ({ ...v, allergieen_intolleranties: e.target.value }))}
        error={errors.allergieen_intolleranties}
      />
      <InputField
        label="Aantal familieleden"
        inputMode="numeric"
        name="aantal_familieleden"
        value={values.aantal_familieleden}
        onChange={(e) => setValues((v) => ({ ...v, aantal_familieleden: e.target.value }))}
        error={errors.aantal_familieleden}
      />
      <div className={formStyles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Terug
        </Button>
        <Button type="submit" busy={busy} busyLabel="Bezig met opslaan...">
          Account aanmaken
        </Button>
      </div>
    </form>
  );
}
