import { api } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import { InputField } from '@camperdeel/ui/components/Input';
import { Select } from '@camperdeel/ui/components/Select';
import { useState } from 'react';
import { CostFormCard, fieldGrid } from './CostFormCard.tsx';
import { readEuro } from './split.ts';
import { useCostWrite } from './use-cost-write.ts';

/** A payment to a co-owner that settles what is owed. */
export function SettleForm({ others }: { others: { user_id: string; naam: string }[] }) {
  const [aan, setAan] = useState<string | null>(null);
  const [bedrag, setBedrag] = useState('');
  const { save, error, setError } = useCostWrite({
    send: (input: { aan_user_id: string; bedrag: number }) =>
      request(() => api.owner.costs.settle.$post({ json: input })),
    savedTitle: 'Betaling vastgelegd',
    onSaved: () => setBedrag(''),
  });

  function submit() {
    const cents = readEuro(bedrag);
    if (aan === null) return setError('Kies aan wie je betaald hebt.');
    if (cents === null) return setError('Vul een bedrag in, bijvoorbeeld 12,50.');
    save.mutate({ aan_user_id: aan, bedrag: cents });
  }

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
        <Select
          label="Betaald aan"
          options={others.map((o) => ({ value: o.user_id, label: o.naam }))}
          value={aan}
          onValueChange={setAan}
          placeholder="Kies een mede-eigenaar"
        />
        <InputField
          label="Bedrag betaald (€)"
          inputMode="decimal"
          placeholder="0,00"
          value={bedrag}
          onChange={(e) => setBedrag(e.target.value)}
        />
      </div>
    </CostFormCard>
  );
}
