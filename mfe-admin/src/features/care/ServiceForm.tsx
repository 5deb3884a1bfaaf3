import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { type ServiceCreateInput, serviceCreateSchema } from '@camperdeel/rules/schemas/care';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { SectionForm } from '../../shared/SectionForm.tsx';
import { careApi, careKeys } from './care-api.ts';

type Fields = { datum: string; km_stand: string; omschrijving: string };

const schema = formSchema(serviceCreateSchema, (v: Fields) => {
  const km = v.km_stand.trim().replace(/[. ]/g, '');
  return { datum: v.datum, km_stand: /^\d+$/.test(km) ? Number(km) : km, omschrijving: v.omschrijving };
});

/** 'Onderhoud uitgevoerd': a service done restarts both intervals. */
export function ServiceForm({ camperId }: { camperId: string }) {
  const { fieldProps, handleSubmit, reset, busy } = useSchemaForm({
    schema,
    defaultValues: { datum: '', km_stand: '', omschrijving: '' },
  });
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
    <SectionForm
      title="Onderhoud uitgevoerd"
      named
      onSubmit={handleSubmit((service) => saving.mutateAsync(service).catch(() => undefined))}
      busy={busy}
      submitLabel="Vastleggen"
    >
      <InputField label="Datum" type="date" {...fieldProps('datum')} />
      <InputField label="Kilometerstand" inputMode="numeric" {...fieldProps('km_stand')} />
      <InputField label="Wat is er gedaan" maxLength={500} {...fieldProps('omschrijving')} />
    </SectionForm>
  );
}
