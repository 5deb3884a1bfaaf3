import { type LedgerEntry, ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateShort } from '@camperdeel/rules/format';
import { SEIZOEN_LABELS } from '@camperdeel/rules/seasons';
import { Card } from '@camperdeel/ui/components/Card';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { css } from '@camperdeel/ui/styled-system/css';
import { History } from 'lucide-react';
import { dividedList } from '../../shared/list-styles.ts';

const REASONS: Record<string, string> = {
  admin_set: 'Toegekend door de beheerder',
  standaard: 'Jaarlijkse standaard',
  reservering: 'Reservering',
  annulering: 'Reservering verwijderd (teruggestort)',
  import: 'Geïmporteerd',
};

export function ledgerLine(m: LedgerEntry): { text: string; delta: string } {
  const season = SEIZOEN_LABELS[m.seizoen].toLowerCase();
  return {
    text: `${REASONS[m.reden] ?? m.reden} · ${m.jaar} ${season}`,
    delta: `${m.delta > 0 ? '+' : ''}${m.delta}`,
  };
}

/** 'Credithistorie': every change of the owner's own credits, newest first (GET /api/owner/credits/history). */
export function CreditHistoryCard() {
  const history = useApiQuery(ownerQueries.creditHistory);
  return (
    <Card title="Credithistorie">
      <QueryState
        query={history}
        failureTitle={FAILURE_TITLES.loadCredits}
        keepDataOnError
        isEmpty={(data) => data.mutaties.length === 0}
        empty={<EmptyState title="Nog geen creditmutaties." icon={<History />} />}
      >
        {(data) => (
          <ul aria-label="Credithistorie" className={dividedList}>
            {data.mutaties.map((m) => {
              const line = ledgerLine(m);
              return (
                <li
                  key={m.id}
                  className={css({ display: 'flex', gap: '3', py: '2', alignItems: 'baseline' })}
                >
                  <span className={css({ flex: '1', minW: 0 })}>
                    <span className={css({ display: 'block' })}>{line.text}</span>
                    <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                      {formatDateShort(new Date(m.created_at))}
                    </span>
                  </span>
                  <span
                    className={css({
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: 'semibold',
                      color: m.delta < 0 ? 'danger.text' : 'success.text',
                    })}
                  >
                    {line.delta}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
