import { ownerQueries } from '@camperdeel/client/owner-queries';
import { useApiQuery } from '@camperdeel/client/queries';
import { formatDateShort } from '@camperdeel/rules/format';
import { DAMAGE_STATUS_LABELS } from '@camperdeel/rules/handover-correction';
import { Badge } from '@camperdeel/ui/components/Badge';
import { css } from '@camperdeel/ui/styled-system/css';

const TONES = { open: 'danger', in_behandeling: 'warning', opgelost: 'success' } as const;

/** The damage reported on the camper and how far each is followed up; nothing when none was reported. */
export function DamageStates() {
  const handovers = useApiQuery(ownerQueries.handovers);
  const damage = (handovers.data?.overdrachten ?? []).filter((h) => h.schade_status !== null);
  if (damage.length === 0) return null;
  return (
    <section
      aria-labelledby="schades-kop"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h3 id="schades-kop" className={css({ fontWeight: 'semibold' })}>
        Schades
      </h3>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {damage.map((h) => (
          <li key={h.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <span>
              {formatDateShort(h.created_at.slice(0, 10))}: {h.schade}{' '}
              {h.schade_status ? (
                <Badge tone={TONES[h.schade_status]}>{DAMAGE_STATUS_LABELS[h.schade_status]}</Badge>
              ) : null}
            </span>
            {h.notitie ? (
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{h.notitie}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
