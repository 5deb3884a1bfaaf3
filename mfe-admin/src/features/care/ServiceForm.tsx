import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { type ServiceCreateInput, serviceCreateSchema } from '@camperdeel/rules/schemas/care';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { fieldError } from '../../shared/form.ts';
import { careApi, careKeys } from './care-api.ts';

type Fields = { datum: string; km_stand: string; omschrijving: string };

const schema = formSchema(serviceCreateSchema, (v: Fields) => {
  const km = v.km_stand.trim().replace(/[. ]/g, '');
  return { datum: v.datum, km_stand: /^\d+$/.test(km) ? Number(km) : km, omschrijving: v.omschrijving };
});

/** 'Onderhoud uitgevoerd': a service done restarts both intervals. */
export function ServiceForm({ camperId }: { camperId: string }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useSchemaForm({ schema, defaultValues: { datum: '', km_stand: '', omschrijving: '' } });
  const saving = useApiMutation({
    mutationFn: (service: ServiceCreateInput) => request(() => careApi.addService(camperId, service)),
    failureTitle: 'Fout bij opslaan',
    invalidates: [careKeys.list],
    onSuccess: () => {
      reset();
      toast.success({ title: 'Onderhoudsbeurt vastgelegd' });
    },
  });
  return (
    <form
      aria-label="Onderhoud uitgevoerd"
      onSubmit={handleSubmit((service) => saving.mutateAsync(service).catch(() => undefined))}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h3 className={css({ fontWeight: 'semibold' })}>Onderhoud uitgevoerd</h3>
      <InputField label="Datum" type="date" error={fieldError(errors, 'datum')} {...register('datum')} />
      <InputField
        label="Kilometerstand"
        inputMode="numeric"
        error={fieldError(errors, 'km_stand')}
        {...register('km_stand')}
      />
      <InputField
        label="Wat is er gedaan"
        maxLength={500}
        error={fieldError(errors, 'omschrijving')}
        {...register('omschrijving')}
      />
      <Button type="submit" busy={busy} busyLabel="Bezig met opslaan...">
        Vastleggen
      </Button>
    </form>
  );
}
