import { api } from '@camperdeel/client/api';
import { type OwnerCost, ownerCostKeys } from '@camperdeel/client/costs';
import { download } from '@camperdeel/client/download';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formatDateShort, formatEuro } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';

const SPLIT_WORDS: Record<OwnerCost['verdeling'], string> = {
  gelijk: 'gelijk verdeeld',
  alleen_ik: 'alleen voor de betaler',
  aandelen: 'in aandelen',
};

const itemStyle = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  justifyContent: 'space-between',
  gap: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  py: '3',
});

/** One cost: what, when, who paid, how it was split, each part; the payer may remove it. */
function CostItem({ cost, mine }: { cost: OwnerCost; mine: boolean }) {
  const [confirm, setConfirm] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => request(() => api.owner.costs[':id'].$delete({ param: { id: cost.id } })),
    failureTitle: 'Fout bij verwijderen',
    invalidates: [ownerCostKeys.all],
    onSuccess: () => toast.success({ title: 'Kosten verwijderd' }),
  });
  return (
    <li className={itemStyle} aria-label={cost.omschrijving}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0 })}>
        <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{cost.omschrijving}</span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {formatDateShort(cost.datum)} · betaald door {cost.betaald_door_naam} ·{' '}
          {SPLIT_WORDS[cost.verdeling]}
        </span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {cost.aandelen.map((a) => `${a.naam} ${formatEuro(a.bedrag_centen / 100)}`).join(' · ')}
        </span>
      </div>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
          {formatEuro(cost.bedrag_centen / 100)}
        </span>
        {cost.bon_url ? (
          <Button size="sm" variant="outline" onClick={() => void download(cost.bon_url ?? '')}>
            Bon bekijken
          </Button>
        ) : null}
        {mine ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirm(true)}
            aria-label={`${cost.omschrijving} verwijderen`}
          >
            Verwijderen
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        description="Deze kosten worden verwijderd en ieders saldo wordt opnieuw berekend."
        confirmLabel="Verwijderen"
        busyLabel="Verwijderen..."
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  );
}

/** The year's costs, newest first. */
export function CostList({ kosten, userId }: { kosten: OwnerCost[]; userId: string }) {
  if (kosten.length === 0) return <p className={css({ color: 'fg.muted' })}>Nog geen kosten in dit jaar.</p>;
  return (
    <ul className={css({ listStyle: 'none' })}>
      {[...kosten].reverse().map((cost) => (
        <CostItem key={cost.id} cost={cost} mine={cost.betaald_door === userId} />
      ))}
    </ul>
  );
}
