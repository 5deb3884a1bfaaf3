import { registerStep2Schema } from '@camperdeel/rules/schemas/profile';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { type FieldErrors, validateForm } from '@camperdeel/ui/lib/form-validation';
import { type FormEvent, useState } from 'react';
import { formStyles } from './form-styles.ts';

export type PersoonlijkeGegevens = { beschrijving: string; telefoonnummer: string; huisdieren: string };

type PersoonlijkeGegevensStepProps = {
  initial: PersoonlijkeGegevens;
  onNext: (values: PersoonlijkeGegevens) => void;
};

/** Register step 2: all optional; kept in memory and saved together with step 3 ('Account aanmaken'). */
export function PersoonlijkeGegevensStep({ initial, onNext }: PersoonlijkeGegevensStepProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<PersoonlijkeGegevens>>({});
  const set = (key: keyof PersoonlijkeGegevens) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(registerStep2Schema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onNext(values);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p className={formStyles.intro}>
        Je account is aangemaakt. Vertel iets over jezelf aan je toekomstige mede-eigenaars.
      </p>
      <TextareaField
        label="Beschrijving"
        name="beschrijving"
        value={values.beschrijving}
        onChange={(e) => set('beschrijving')(e.target.value)}
        error={errors.beschrijving}
      />
      <InputField
        label="Telefoonnummer"
        type="tel"
        name="telefoonnummer"
        autoComplete="tel"
        value={values.telefoonnummer}
        onChange={(e) => set('telefoonnummer')(e.target.value)}
        error={errors.telefoonnummer}
      />
      <InputField
        label="Huisdieren"
        name="huisdieren"
        value={values.huisdieren}
        onChange={(e) => set('huisdieren')(e.target.value)}
        error={errors.huisdieren}
      />
      <div className={formStyles.actions}>
        <Button type="submit">Volgende</Button>
      </div>
    </form>
  );
}
