import { HandoverPhotos } from '@camperdeel/client/HandoverPhotos';
import type { Handover } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateLong } from '@camperdeel/rules/format';
import { HANDOVER_MOMENT_LABELS } from '@camperdeel/rules/handover';
import { Card } from '@camperdeel/ui/components/Card';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { recordFrame } from '@camperdeel/ui/lib/record-frame';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { Gauge } from 'lucide-react';
import { summarise } from './handover-view.ts';
import { useHandoverLog } from './use-handover-log.ts';

const NUMBER = new Intl.NumberFormat('nl-NL');

function when(h: Handover): string {
  return `${HANDOVER_MOMENT_LABELS[h.moment]} op ${formatDateLong(new Date(h.created_at))} door ${h.naam ?? 'onbekend'}`;
}

/** 'Overdrachtlogboek' on /mijn-camper: latest km, the state after the last return, and damage reports with photos. */
export function HandoverLogCard() {
  const log = useHandoverLog();
  return (
    <Card title="Overdrachtlogboek">
      <QueryState query={log} failureTitle={FAILURE_TITLES.load} keepDataOnError>
        {(data) => <LogSummary handovers={data.overdrachten} />}
      </QueryState>
    </Card>
  );
}

/** The latest km, the state after the last return, and the damage reports. */
function LogSummary({ handovers }: { handovers: readonly Handover[] }) {
  const { latestKm, lastReturn, damage } = summarise(handovers);
  if (latestKm === null) return <EmptyState title="Nog geen overdrachten geregistreerd." icon={<Gauge />} />;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <DetailList
        items={[
          { label: 'Laatste kilometerstand', value: `${NUMBER.format(latestKm)} km` },
          ...(lastReturn
            ? [
                {
                  label: 'Laatst teruggebracht',
                  value: `${formatDateLong(new Date(lastReturn.created_at))} door ${lastReturn.naam ?? 'onbekend'}`,
                },
                { label: 'Brandstof', value: `${lastReturn.brandstof_procent}%` },
                { label: 'Schoon', value: lastReturn.schoon ? 'Ja' : 'Nee' },
              ]
            : []),
        ]}
      />
      <section aria-label="Schademeldingen">
        <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>Schademeldingen</h3>
        {damage.length === 0 ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Geen schade gemeld.</p>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}>
            {damage.map((h) => (
              <li key={h.id} className={cx(recordFrame, css({ p: '3' }))}>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{when(h)}</p>
                <p className={css({ whiteSpace: 'pre-wrap' })}>{h.schade}</p>
                <HandoverPhotos handover={h} outlined />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
