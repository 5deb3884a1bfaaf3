import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateShort } from '@camperdeel/rules/format';
import {
  DAMAGE_STATUS_LABELS,
  DAMAGE_STATUSES,
  type DamageStatus,
} from '@camperdeel/rules/handover-correction';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { Select } from '@camperdeel/ui/components/Select';
import { recordFrame } from '@camperdeel/ui/lib/record-frame';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { HandoverCorrectionForm } from '../handovers/HandoverCorrection.tsx';
import { careApi, careKeys, type Damage } from './care-api.ts';

const ALL = 'alle';
const TONES = { open: 'danger', in_behandeling: 'warning', opgelost: 'success' } as const;

const itemStyle = cx(recordFrame, css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3' }));

function DamageItem({ damage }: { damage: Damage }) {
  const [editing, setEditing] = useState(false);
  const status = damage.schade_status;
  return (
    <li className={itemStyle}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <strong>{damage.camper_naam}</strong>
        <span>{formatDateShort(damage.created_at.slice(0, 10))}</span>
        {status ? <Badge tone={TONES[status]}>{DAMAGE_STATUS_LABELS[status]}</Badge> : null}
      </div>
      <p>{damage.schade}</p>
      {damage.notitie ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Notitie: {damage.notitie}</p>
      ) : null}
      {editing ? (
        <HandoverCorrectionForm
          camperId={damage.camper_id}
          handover={damage}
          alsoInvalidates={[careKeys.damageAll]}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Opvolgen
          </Button>
        </div>
      )}
    </li>
  );
}

/** Reported damage, filtered by state; each is followed up (state and note) with the handover correction form. */
export function DamageList() {
  const [status, setStatus] = useState<DamageStatus | ''>('open');
  const damage = useApiQuery({
    queryKey: careKeys.damage(status),
    queryFn: () => request(() => careApi.damage(status)),
    failureTitle: FAILURE_TITLES.load,
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Select
        label="Toon schades"
        value={status === '' ? ALL : status}
        onValueChange={(v) => setStatus(v === ALL ? '' : (v as DamageStatus))}
        options={[
          { value: ALL, label: 'Alle' },
          ...DAMAGE_STATUSES.map((s) => ({ value: s, label: DAMAGE_STATUS_LABELS[s] })),
        ]}
        className={css({ maxW: '20rem' })}
      />
      <QueryState query={damage} failureTitle={FAILURE_TITLES.load}>
        {({ schades }) =>
          schades.length === 0 ? (
            <p>Geen schades met deze status.</p>
          ) : (
            <ul aria-label="Schades" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              {schades.map((d) => (
                <DamageItem key={d.id} damage={d} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
