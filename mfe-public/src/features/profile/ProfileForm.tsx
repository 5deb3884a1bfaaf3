import { useSchemaForm } from '@camperdeel/client/schema-form';
import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { EMAIL_READ_ONLY_HINT, profileUpdateSchema } from '@camperdeel/rules/schemas/profile';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type Profile, profileApi } from './profile-api.ts';
import { type ProfileFormValues, profileFormValues } from './profile-form.ts';

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', pt: '2' }),
};

type ProfileFormProps = { profile: Profile; onSaved: () => void };

/** The profile fields of docs/product/public.md#screens-spec-2, docs/product/public.md#validation-spec-5: naam required, e-mail read-only, aantal familieleden ≥ 1 or empty. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const form = useSchemaForm({ schema: profileUpdateSchema, defaultValues: profileFormValues(profile) });
  const { errors, isSubmitting: busy } = form.formState;

  const bind = (name: keyof ProfileFormValues) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  const submit = form.handleSubmit(async (values) => {
    const result = await profileApi.save(values);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.saveProfile);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    toast.success({ title: toasts.profileSaved.title, description: toasts.profileSaved.message });
    onSaved();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <InputField label="Naam" required autoComplete="name" {...bind('naam')} />
      <InputField label="E-mail" name="email" value={profile.email} readOnly hint={EMAIL_READ_ONLY_HINT} />
      <TextareaField label="Beschrijving" rows={4} {...bind('beschrijving')} />
      <InputField label="Telefoonnummer" type="tel" autoComplete="tel" {...bind('telefoonnummer')} />
      <InputField label="Huisdieren" {...bind('huisdieren')} />
      <InputField label="Allergieën of intoleranties" {...bind('allergieen_intolleranties')} />
      <InputField label="Aantal familieleden" inputMode="numeric" {...bind('aantal_familieleden')} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Bezig met opslaan...">
          Profiel opslaan
        </Button>
      </div>
    </form>
  );
}
