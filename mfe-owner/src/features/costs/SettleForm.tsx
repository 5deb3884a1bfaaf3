import { api } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import { Controller, useSchemaForm } from '@camperdeel/client/schema-form';
import type { SettleInput } from '@camperdeel/rules/schemas/costs';
import { InputField } from '@camperdeel/ui/components/Input';
import { Select } from '@camperdeel/ui/components/Select';
import { CostFormCard, fieldGrid } from './CostFormCard.tsx';
import { settleFormSchema } from './cost-form-schemas.ts';
import { useCostWrite } from './use-cost-write.ts';

/** A payment to a co-owner that settles what is owed. */
export function SettleForm({ others }: { others: { user_id: string; naam: string }[] }) {
  const { register, control, handleSubmit, resetField } = useSchemaForm({
    schema: settleFormSchema,
    defaultValues: { aan_user_id: '', bedrag: '' },
  });
  const { save, error, refuse } = useCostWrite({
    send: (input: SettleInput) => request(() => api.owner.costs.settle.$post({ json: input })),
    savedTitle: 'Betaling vastgelegd',
    // The co-owner stays chosen for a next payment.
    onSaved: () => resetField('bedrag'),
  });

  const submit = handleSubmit((input) => save.mutate(input), refuse(['aan_user_id', 'bedrag']));

  return (
    <CostFormCard
      title="Betaling vastleggen"
      description="Heb je een mede-eigenaar terugbetaald? Leg het hier vast."
      onSubmit={submit}
      error={error}
      busy={save.isPending}
      submitLabel="Betaling opslaan"
    >
      <div className={fieldGrid}>
        <Controller
          control={control}
          name="aan_user_id"
          render={({ field }) => (
            <Select
              label="Betaald aan"
              options={others.map((o) => ({ value: o.user_id, label: o.naam }))}
              value={field.value === '' ? null : field.value}
              onValueChange={field.onChange}
              placeholder="Kies een mede-eigenaar"
            />
          )}
        />
        <InputField
          label="Bedrag betaald (€)"
          inputMode="decimal"
          placeholder="0,00"
          {...register('bedrag')}
        />
      </div>
    </CostFormCard>
  );
}
