import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { CARE_STATUS_LABELS, CARE_STATUS_TONES, type CareStatus } from '@camperdeel/rules/care';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateShort } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { careQuery } from './care-query.ts';
import { DamageStates } from './DamageStates.tsx';

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

function Item({ label, value, status }: { label: string; value: string; status: CareStatus | null }) {
  return (
    <div className={row}>
      <dt className={css({ fontWeight: 'medium' })}>{label}</dt>
      <dd className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        {value}
        {status ? <Badge tone={CARE_STATUS_TONES[status]}>{CARE_STATUS_LABELS[status]}</Badge> : null}
      </dd>
    </div>
  );
}

/** Card 'Onderhoud' on 'Mijn camper': APK, insurance and the next service with their state, then the damage. */
export function CareCard() {
  const care = useApiQuery(careQuery);
  return (
    <Card title="Onderhoud">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <QueryState query={care} failureTitle={FAILURE_TITLES.load}>
          {({ onderhoud: o }) => {
            const next = o.volgende;
            const nextText = next
              ? [
                  next.datum ? `uiterlijk ${formatDateShort(next.datum)}` : null,
                  next.km_stand !== null ? `bij ${next.km_stand.toLocaleString('nl-NL')} km` : null,
                ]
                  .filter((p) => p !== null)
                  .join(' of ')
              : 'Niet ingepland';
            return (
              <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <Item
                  label="APK"
                  value={o.apk_vervaldatum ? `geldig tot ${formatDateShort(o.apk_vervaldatum)}` : 'Onbekend'}
                  status={o.apk_status}
                />
                <Item
                  label="Verzekering"
                  value={
                    o.verzekering_vervaldatum
                      ? `geldig tot ${formatDateShort(o.verzekering_vervaldatum)}`
                      : 'Onbekend'
                  }
                  status={o.verzekering_status}
                />
                <Item label="Volgende beurt" value={nextText} status={next?.status ?? null} />
              </dl>
            );
          }}
        </QueryState>
        <DamageStates />
      </div>
    </Card>
  );
}
