import type { CoOwner } from '@camperdeel/client/owner-queries';
import { EMPTY_SLOT_LABEL, ownersWaitingNotice } from '@camperdeel/rules/camper';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { deferredDialog } from '@camperdeel/ui/components/DeferredDialog';
import { css } from '@camperdeel/ui/styled-system/css';
import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';

// The details dialog (Ark's dialog with it) loads when an owner is first opened, not with /mijn-camper.
const OwnerDetailsDialog = deferredDialog(
  () => import('../../shared/OwnerDetailsDialog.tsx').then((module) => module.OwnerDetailsDialog),
  (props) => props.owner !== null,
  (props) => ({ ...props, owner: null }),
);

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '12',
  px: '2',
  py: '1.5',
  borderRadius: 'lg',
  textAlign: 'left',
});

/** 'Eigenaars' (docs/product/owner.md#screens-spec-2): filled/total, the waiting notice, each owner (tap for details), then the free slots. */
export function OwnersSection({
  eigenaars,
  sloten,
}: {
  eigenaars: CoOwner[];
  sloten: { totaal: number; ingevuld: number };
}) {
  const headingId = useId();
  const [shown, setShown] = useState<CoOwner | null>(null);
  const notice = ownersWaitingNotice(sloten.totaal, sloten.ingevuld);
  const free = Math.max(0, sloten.totaal - eigenaars.length);
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
        <h2 id={headingId} className={css({ fontWeight: 'semibold' })}>
          Eigenaars
        </h2>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {sloten.ingevuld}/{sloten.totaal}
        </span>
      </div>
      {notice ? (
        <p
          className={css({
            fontSize: 'sm',
            bg: 'info.subtle',
            color: 'info.text',
            borderRadius: 'lg',
            px: '3',
            py: '2',
          })}
        >
          {notice}
        </p>
      ) : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {eigenaars.map((owner) => (
          <li key={owner.user_id}>
            <button
              type="button"
              className={`${row} ${css({ cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}`}
              onClick={() => setShown(owner)}
            >
              <Avatar name={owner.naam} src={owner.profielfoto_url} size="md" />
              <span className={css({ fontWeight: 'medium' })}>{owner.naam}</span>
            </button>
          </li>
        ))}
        {Array.from({ length: free }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: free slots have no identity; their position is their key
          <li key={`vrij-${i}`} className={`${row} ${css({ color: 'fg.subtle' })}`}>
            <span
              aria-hidden="true"
              className={css({
                display: 'grid',
                placeItems: 'center',
                w: '10',
                h: '10',
                borderRadius: 'full',
                borderWidth: '2px',
                borderStyle: 'dashed',
                borderColor: 'border.strong',
              })}
            >
              <UserRound size={18} />
            </span>
            <span>{EMPTY_SLOT_LABEL}</span>
          </li>
        ))}
      </ul>
      <OwnerDetailsDialog owner={shown} onClose={() => setShown(null)} />
    </section>
  );
}
