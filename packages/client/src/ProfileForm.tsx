import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import {
  EMAIL_READ_ONLY_HINT,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from '@camperdeel/rules/schemas/profile';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { NumberInput } from '@camperdeel/ui/components/NumberInput';
import { TextareaField } from '@camperdeel/ui/components/Textarea';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { type Profile, useProfileSaved } from './profile.ts';
import { keepProfileDraft, takeProfileDraft } from './profile-draft.ts';
import { useApiMutation } from './queries.ts';
import { request } from './request.ts';
import { Controller, useSchemaForm } from './schema-form.ts';
import { keepOnSessionEnd } from './session-return.ts';

/** The form's starting values in the rules schema's own type: empty text fields for what the profile leaves out. */
export function formFromProfile(profile: Profile): ProfileUpdateInput {
  return {
    naam: profile.naam,
    beschrijving: profile.beschrijving ?? '',
    telefoonnummer: profile.telefoonnummer ?? '',
    huisdieren: profile.huisdieren ?? '',
    allergieen_intolleranties: profile.allergieen_intolleranties ?? '',
    aantal_familieleden: profile.aantal_familieleden,
  };
}

type ProfileFormProps = {
  profile: Profile;
  /** After 'Profiel opslaan' succeeded (the toast is shown and the cached profile replaced). */
  onSaved?: () => void;
};

/**
 * The profile form of every area (docs/product/public.md, docs/product/owner.md): naam required, e-mail read-only,
 * aantal familieleden ≥ 1 or empty, 'Profiel opslaan' ('Bezig met opslaan...' while it runs). Checked with the
 * server's own schema; a refusal gets the one failure policy's toast.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  // A draft kept when the session ended on this form comes back after the login (docs/decisions/0080-booking-on-the-calendar.md).
  const [initial] = useState(() => takeProfileDraft(profile.id) ?? formFromProfile(profile));
  const form = useSchemaForm({ schema: profileUpdateSchema, defaultValues: initial });
  useEffect(
    () =>
      keepOnSessionEnd(() => {
        const values = form.getValues();
        // Only what differs from the stored profile is work in progress.
        if (JSON.stringify(values) !== JSON.stringify(formFromProfile(profile)))
          keepProfileDraft(profile.id, values);
      }),
    [form, profile],
  );
  const saved = useProfileSaved();
  const save = useApiMutation({
    mutationFn: (update: ProfileUpdateInput) => request(() => api.me.profile.$patch({ json: update })),
    failureTitle: FAILURE_TITLES.saveProfile,
    onSuccess: (answer) => {
      form.reset(formFromProfile(answer.profile));
      saved(answer.profile);
      toast.success({ title: toasts.profileSaved.title, description: toasts.profileSaved.message });
      onSaved?.();
    },
  });

  const submit = form.handleSubmit((update) => {
    if (!save.isPending) save.mutate(update);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <InputField label="Naam" required autoComplete="name" {...form.fieldProps('naam')} />
      <InputField
        label="E-mail"
        name="email"
        type="email"
        value={profile.email}
        readOnly
        hint={EMAIL_READ_ONLY_HINT}
      />
      <TextareaField label="Beschrijving" rows={4} {...form.fieldProps('beschrijving')} />
      <InputField
        label="Telefoonnummer"
        type="tel"
        autoComplete="tel"
        {...form.fieldProps('telefoonnummer')}
      />
      <InputField label="Huisdieren" {...form.fieldProps('huisdieren')} />
      <InputField label="Allergieën of intoleranties" {...form.fieldProps('allergieen_intolleranties')} />
      <Controller
        control={form.control}
        name="aantal_familieleden"
        render={({ field, fieldState }) => (
          // No `min`: the field would silently raise a typed 0 to 1, where the schema's message should say why.
          <NumberInput
            label="Aantal familieleden"
            name={field.name}
            value={typeof field.value === 'number' ? field.value : null}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" fullWidth busy={save.isPending} busyLabel="Bezig met opslaan...">
        Profiel opslaan
      </Button>
    </form>
  );
}
