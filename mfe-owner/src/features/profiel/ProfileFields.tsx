import { api } from '@camperdeel/client/api';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { Controller, useSchemaForm } from '@camperdeel/client/schema-form';
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
import { useQueryClient } from '@tanstack/react-query';
import { ownerKeys, type Profile } from '../owner-data/owner-queries.ts';
import { formFromProfile } from './profile-form.ts';

/**
 * The profile form (docs/product/owner.md#screens-spec-2, docs/product/owner.md#validation-spec-5): naam required, e-mail read-only, 'Profiel opslaan' ('Bezig met opslaan...'
 * while it runs). Checked with the server's own schema; the saved profile replaces the cached one.
 */
export function ProfileFields({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const form = useSchemaForm({
    schema: profileUpdateSchema,
    defaultValues: formFromProfile(profile),
  });
  const { errors } = form.formState;
  const save = useApiMutation({
    mutationFn: (update: ProfileUpdateInput) => request(() => api.me.profile.$patch({ json: update })),
    failureTitle: FAILURE_TITLES.saveProfile,
    onSuccess: (saved) => {
      client.setQueryData(ownerKeys.profile, saved);
      form.reset(formFromProfile(saved.profile));
      toast.success({ title: toasts.profileSaved.title, description: toasts.profileSaved.message });
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
      <InputField
        label="Naam"
        required
        autoComplete="name"
        error={errors.naam?.message}
        {...form.register('naam')}
      />
      <InputField
        label="E-mail"
        name="email"
        type="email"
        value={profile.email}
        readOnly
        hint={EMAIL_READ_ONLY_HINT}
      />
      <TextareaField
        label="Beschrijving"
        rows={4}
        error={errors.beschrijving?.message}
        {...form.register('beschrijving')}
      />
      <InputField
        label="Telefoonnummer"
        type="tel"
        autoComplete="tel"
        error={errors.telefoonnummer?.message}
        {...form.register('telefoonnummer')}
      />
      <InputField label="Huisdieren" error={errors.huisdieren?.message} {...form.register('huisdieren')} />
      <InputField
        label="Allergieën of intoleranties"
        error={errors.allergieen_intolleranties?.message}
        {...form.register('allergieen_intolleranties')}
      />
      <Controller
        control={form.control}
        name="aantal_familieleden"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Aantal familieleden"
            name={field.name}
            min={1}
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
