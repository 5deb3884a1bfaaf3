import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { type RoundCreateInput, roundCreateSchema } from '@camperdeel/rules/schemas/rounds';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { adminKeys } from '../../shared/queries.ts';
import { SectionForm } from '../../shared/SectionForm.tsx';
import { roundsApi } from './rounds-api.ts';

type Fields = { jaar: string; sluit_op: string };

// The year field holds text as typed; the schema reads a whole number.
const schema = formSchema(roundCreateSchema, (values: Fields) => ({
  jaar: values.jaar.trim() === '' ? undefined : Number(values.jaar),
  sluit_op: values.sluit_op,
}));

/** 'Wensronde openen': a year's high season, open for wishes until the closing date. */
export function OpenRoundForm({ camperId }: { camperId: string }) {
  const { fieldProps, handleSubmit, busy } = useSchemaForm({
    schema,
    defaultValues: { jaar: String(new Date().getFullYear() + 1), sluit_op: '' },
  });
  // The server's refusal (a round for that year exists, closing date in the past) stays by the form.
  const [error, setError] = useState<string | null>(null);
  const opening = useApiMutation({
    mutationFn: (input: RoundCreateInput) => request(() => roundsApi.open(camperId, input)),
    failureTitle: 'Fout bij opslaan',
    invalidates: [adminKeys.rounds(camperId)],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
    onSuccess: () => {
      setError(null);
      toast.success({ title: 'Wensronde geopend' });
    },
  });
  return (
    <SectionForm
      title="Wensronde openen"
      onSubmit={handleSubmit((input) => opening.mutateAsync(input).catch(() => undefined))}
      busy={busy}
      error={error}
      submitLabel="Wensronde openen"
    >
      <div
        className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <InputField label="Jaar" type="number" inputMode="numeric" required {...fieldProps('jaar')} />
        <InputField label="Sluitdatum" type="date" required {...fieldProps('sluit_op')} />
      </div>
    </SectionForm>
  );
}
