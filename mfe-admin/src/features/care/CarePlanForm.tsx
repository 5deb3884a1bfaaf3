import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { carePlanPutSchema } from '@camperdeel/rules/schemas/care';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { SectionForm } from '../../shared/SectionForm.tsx';
import { type Care, type CarePlanInput, careApi, careKeys } from './care-api.ts';

type Fields = {
  apk_vervaldatum: string;
  verzekering_vervaldatum: string;
  onderhoud_interval_km: string;
  onderhoud_interval_maanden: string;
};

// An empty field is "not tracked" (null); a typed number goes to the schema as a number, anything else as text.
const numberOrNull = (text: string): number | string | null => {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : t;
};

const schema = formSchema(carePlanPutSchema, (v: Fields) => ({
  apk_vervaldatum: v.apk_vervaldatum || null,
  verzekering_vervaldatum: v.verzekering_vervaldatum || null,
  onderhoud_interval_km: numberOrNull(v.onderhoud_interval_km),
  onderhoud_interval_maanden: numberOrNull(v.onderhoud_interval_maanden),
}));

const text = (n: number | null) => (n === null ? '' : String(n));

/** The care plan of one camper: APK and insurance dates and the service interval; empty fields are not tracked. */
export function CarePlanForm({ camperId, care }: { camperId: string; care: Care }) {
  const { fieldProps, handleSubmit, busy } = useSchemaForm({
    schema,
    defaultValues: {
      apk_vervaldatum: care.apk_vervaldatum ?? '',
      verzekering_vervaldatum: care.verzekering_vervaldatum ?? '',
      onderhoud_interval_km: text(care.onderhoud_interval_km),
      onderhoud_interval_maanden: text(care.onderhoud_interval_maanden),
    },
  });
  const saving = useApiMutation({
    mutationFn: (plan: CarePlanInput) => request(() => careApi.putPlan(camperId, plan)),
    failureTitle: 'Fout bij opslaan',
    invalidates: [careKeys.list],
    onSuccess: () => toast.success({ title: 'Onderhoudsplan opgeslagen' }),
  });
  return (
    <SectionForm
      title="Onderhoudsplan"
      named
      onSubmit={handleSubmit((plan) => saving.mutateAsync(plan).catch(() => undefined))}
      busy={busy}
      submitLabel="Plan opslaan"
    >
      <InputField label="APK geldig tot" type="date" {...fieldProps('apk_vervaldatum')} />
      <InputField label="Verzekering geldig tot" type="date" {...fieldProps('verzekering_vervaldatum')} />
      <InputField
        label="Onderhoud elke (km)"
        inputMode="numeric"
        hint="Leeg = niet bijhouden"
        {...fieldProps('onderhoud_interval_km')}
      />
      <InputField
        label="Onderhoud elke (maanden)"
        inputMode="numeric"
        hint="Leeg = niet bijhouden"
        {...fieldProps('onderhoud_interval_maanden')}
      />
    </SectionForm>
  );
}
