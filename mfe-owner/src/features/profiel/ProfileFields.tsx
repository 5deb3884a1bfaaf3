import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { EMAIL_READ_ONLY_HINT } from '@camperdeel/rules/schemas/profile';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { NumberInput } from '@camperdeel/ui/components/NumberInput';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { ownerApi, type Profile } from '../owner-data/owner-api.ts';
import { formFromProfile, type ProfileForm, type ProfileFormErrors, profileUpdate } from './profile-form.ts';

type TextField = Exclude<keyof ProfileForm, 'aantal_familieleden'>;

/** The profile form (spec §2, §5): naam required, e-mail read-only, 'Profiel opslaan'. */
export function ProfileFields({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [form, setForm] = useState(() => formFromProfile(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [saving, setSaving] = useState(false);

  const text = (name: TextField) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const update = profileUpdate(form);
    if (!update.ok) {
      setErrors(update.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await ownerApi.saveProfile(update.data);
    setSaving(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.saveProfile);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    onSaved(result.data.profile);
    setForm(formFromProfile(result.data.profile));
    toast.success({ title: toasts.profileSaved.title, description: toasts.profileSaved.message });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <InputField label="Naam" required autoComplete="name" {...text('naam')} />
      <InputField
        label="E-mail"
        name="email"
        type="email"
        value={profile.email}
        readOnly
        hint={EMAIL_READ_ONLY_HINT}
      />
      <TextareaField label="Beschrijving" rows={4} {...text('beschrijving')} />
      <InputField label="Telefoonnummer" type="tel" autoComplete="tel" {...text('telefoonnummer')} />
      <InputField label="Huisdieren" {...text('huisdieren')} />
      <InputField label="Allergieën of intoleranties" {...text('allergieen_intolleranties')} />
      <NumberInput
        label="Aantal familieleden"
        name="aantal_familieleden"
        min={1}
        value={form.aantal_familieleden}
        onValueChange={(value) => setForm((current) => ({ ...current, aantal_familieleden: value }))}
        error={errors.aantal_familieleden}
      />
      <Button type="submit" fullWidth busy={saving} busyLabel="Bezig met opslaan...">
        Profiel opslaan
      </Button>
    </form>
  );
}
