import { api } from '@camperdeel/client/api';
import { ownerCostKeys } from '@camperdeel/client/costs';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { FormAlert } from '@camperdeel/ui/components/FormAlert';
import { InputField } from '@camperdeel/ui/components/Input';
import { Select } from '@camperdeel/ui/components/Select';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { readEuro } from './split.ts';

/** A payment to a co-owner that settles what is owed. */
export function SettleForm({ others }: { others: { user_id: string; naam: string }[] }) {
  const [aan, setAan] = useState<string | null>(null);
  const [bedrag, setBedrag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation({
    mutationFn: (input: { aan_user_id: string; bedrag: number }) =>
      request(() => api.owner.costs.settle.$post({ json: input })),
    failureTitle: 'Fout bij opslaan',
    invalidates: [ownerCostKeys.all],
    onFailure: (failure) => setError(failure.envelope?.error.message ?? 'Opslaan mislukt.'),
    onSuccess: () => {
      setError(null);
      setBedrag('');
      toast.success({ title: 'Betaling vastgelegd' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = readEuro(bedrag);
    if (aan === null) return setError('Kies aan wie je betaald hebt.');
    if (cents === null) return setError('Vul een bedrag in, bijvoorbeeld 12,50.');
    save.mutate({ aan_user_id: aan, bedrag: cents });
  }

  return (
    <Card title="Betaling vastleggen" description="Heb je een mede-eigenaar terugbetaald? Leg het hier vast.">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Betaling vastleggen"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
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
        <FormAlert message={error} />
        <Button
          type="submit"
          busy={save.isPending}
          busyLabel="Bezig met opslaan..."
          className={css({ alignSelf: 'start' })}
        >
          Betaling opslaan
        </Button>
      </form>
    </Card>
  );
}
