import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { camperRulesPutSchema } from '@camperdeel/rules/schemas/rounds';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { adminKeys } from '../../shared/queries.ts';
import { SectionForm } from '../../shared/SectionForm.tsx';
import { roundsApi } from './rounds-api.ts';

type Fields = { max_aaneengesloten_hoogseizoen: string };

// An empty field lifts the rule (null); anything else is read as the whole number the schema checks.
const schema = formSchema(camperRulesPutSchema, (values: Fields) => {
  const typed = values.max_aaneengesloten_hoogseizoen.trim();
  return { max_aaneengesloten_hoogseizoen: typed === '' ? null : Number(typed) };
});

/** The camper's fair-use rule: at most this many consecutive high-season days per wish; empty is no limit. */
export function FairUseRuleForm({ camperId }: { camperId: string }) {
  const rule = useApiQuery({
    queryKey: adminKeys.rule(camperId),
    queryFn: () => request(() => roundsApi.rule(camperId)),
    failureTitle: FAILURE_TITLES.load,
  });
  return (
    <QueryState query={rule} failureTitle={FAILURE_TITLES.load}>
      {({ regels }) => <RuleForm camperId={camperId} current={regels.max_aaneengesloten_hoogseizoen} />}
    </QueryState>
  );
}

/** The form, starting from the rule the camper has now. */
function RuleForm({ camperId, current }: { camperId: string; current: number | null }) {
  const { fieldProps, handleSubmit, reset, busy } = useSchemaForm({
    schema,
    defaultValues: { max_aaneengesloten_hoogseizoen: current === null ? '' : String(current) },
  });
  const saving = useApiMutation({
    mutationFn: (max: number | null) => request(() => roundsApi.setRule(camperId, max)),
    failureTitle: 'Fout bij opslaan',
    invalidates: [adminKeys.rule(camperId)],
    onSuccess: ({ regels }) => {
      const max = regels.max_aaneengesloten_hoogseizoen;
      reset({ max_aaneengesloten_hoogseizoen: max === null ? '' : String(max) });
      toast.success({ title: 'Regel opgeslagen' });
    },
  });
  return (
    <SectionForm
      title="Eerlijk gebruik"
      onSubmit={handleSubmit((input) =>
        saving.mutateAsync(input.max_aaneengesloten_hoogseizoen).catch(() => undefined),
      )}
      busy={busy}
      submitLabel="Opslaan"
    >
      <InputField
        label="Max aaneengesloten hoogseizoendagen"
        type="number"
        inputMode="numeric"
        hint="Leeg = geen limiet"
        {...fieldProps('max_aaneengesloten_hoogseizoen')}
      />
    </SectionForm>
  );
}
