import type { CoOwner } from '@camperdeel/client/owner-queries';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { css } from '@camperdeel/ui/styled-system/css';

const link = css({ color: 'brand.text', textDecoration: 'underline', overflowWrap: 'anywhere' });

/** 'Eigenaar details' (docs/product/owner.md#screens-spec-2): photo, name, and description, e-mail and phone when there are any. */
export function OwnerDetailsDialog({ owner, onClose }: { owner: CoOwner | null; onClose: () => void }) {
  return (
    <Dialog open={owner !== null} onClose={onClose} title="Eigenaar details">
      {owner ? <OwnerDetails owner={owner} /> : null}
    </Dialog>
  );
}

/** An owner's photo, name and (when there are any) description, e-mail and phone; `asHeading` names a card. */
export function OwnerDetails({ owner, asHeading = false }: { owner: CoOwner; asHeading?: boolean }) {
  const Name = asHeading ? 'h2' : 'p';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Avatar name={owner.naam} src={owner.profielfoto_url} size="lg" />
        <Name className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{owner.naam}</Name>
      </div>
      <DetailList
        items={[
          { label: 'Beschrijving', value: owner.beschrijving },
          {
            label: 'E-mail',
            value: owner.email ? (
              <a href={`mailto:${owner.email}`} className={link}>
                {owner.email}
              </a>
            ) : null,
          },
          {
            label: 'Telefoonnummer',
            value: owner.telefoonnummer ? (
              <a href={`tel:${owner.telefoonnummer}`} className={link}>
                {owner.telefoonnummer}
              </a>
            ) : null,
          },
        ]}
      />
    </div>
  );
}
