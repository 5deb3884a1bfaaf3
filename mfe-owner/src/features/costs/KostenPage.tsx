import { ownerCostQueries } from '@camperdeel/client/costs';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { OwnerPage } from '../../shared/OwnerPage.tsx';
import { useOwner } from '../../shared/owner-context.ts';
import { BalanceList } from './BalanceList.tsx';
import { CostForm } from './CostForm.tsx';
import { CostList } from './CostList.tsx';
import { SettleForm } from './SettleForm.tsx';

// The owner area is one narrow column even on a desktop: the cards stack, balances first.
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/**
 * /mijn-camper/kosten (docs/product/costs.md): the camper's shared costs of a year, everyone's balance, a new cost,
 * a payment between co-owners and the year as CSV.
 */
export function KostenPage() {
  const { userId } = useOwner();
  const [jaar, setJaar] = useState(() => Number(todayInAmsterdam(new Date()).slice(0, 4)));
  const costs = useApiQuery(ownerCostQueries.year(jaar));
  return (
    <OwnerPage title="Kosten" description="Gedeelde kosten van je camper, eerlijk verdeeld tot op de cent.">
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <Button size="sm" variant="outline" onClick={() => setJaar((j) => j - 1)}>
          Naar {jaar - 1}
        </Button>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{jaar}</h2>
        <Button size="sm" variant="outline" onClick={() => setJaar((j) => j + 1)}>
          Naar {jaar + 1}
        </Button>
        <a
          href={`/api/owner/costs/export?jaar=${jaar}`}
          download={`kosten-${jaar}.csv`}
          className={css({
            ml: 'auto',
            color: 'accent.text',
            textDecoration: 'underline',
            fontWeight: 'medium',
          })}
        >
          Jaaroverzicht downloaden (CSV)
        </a>
      </div>
      <QueryState query={costs} failureTitle={FAILURE_TITLES.load} keepDataOnError>
        {({ kosten, saldi }) => (
          <div className={stack}>
            <Card title="Saldo per mede-eigenaar" description="Over alle jaren; samen altijd precies nul.">
              <BalanceList saldi={saldi} />
            </Card>
            <Card title={`Kosten ${jaar}`}>
              <CostList kosten={kosten} userId={userId} />
            </Card>
            <CostForm owners={saldi} />
            <SettleForm others={saldi.filter((s) => s.user_id !== userId)} />
          </div>
        )}
      </QueryState>
    </OwnerPage>
  );
}
