import { useSchemaForm } from '@camperdeel/client/schema-form';
import { registerStep2Schema } from '@camperdeel/rules/schemas/profile';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { formStyles } from './form-styles.ts';

export type PersoonlijkeGegevens = { beschrijving: string; telefoonnummer: string; huisdieren: string };

type PersoonlijkeGegevensStepProps = {
  initial: PersoonlijkeGegevens;
  onNext: (values: PersoonlijkeGegevens) => void;
};

/** Register step 2: all optional; kept in memory and saved together with step 3 ('Account aanmaken'). */
export function PersoonlijkeGegevensStep({ initial, onNext }: PersoonlijkeGegevensStepProps) {
  const form = useSchemaForm({ schema: registerStep2Schema, defaultValues: initial });
  // What was typed goes on (step 3 parses it again), so 'Terug' from step 3 shows it unchanged. Every field is a
  // registered text input started from `initial`, so each value is a string (the schema's input type is wider).
  const submit = form.handleSubmit(() => onNext(form.getValues() as PersoonlijkeGegevens));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p className={formStyles.intro}>
        Je account is aangemaakt. Vertel iets over jezelf aan je toekomstige mede-eigenaars.
      </p>
      <TextareaField label="Beschrijving" {...form.fieldProps('beschrijving')} />
      <InputField
        label="Telefoonnummer"
        type="tel"
        autoComplete="tel"
        {...form.fieldProps('telefoonnummer')}
      />
      <InputField label="Huisdieren" {...form.fieldProps('huisdieren')} />
      <div className={formStyles.actions}>
        <Button type="submit">Volgende</Button>
      </div>
    </form>
  );
}
