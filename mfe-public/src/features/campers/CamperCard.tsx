import { carouselBadge } from '@camperdeel/rules/camper';
import { formatEuro } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { card } from '@camperdeel/ui/styled-system/recipes';
import { BedDouble, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { CamperPhoto } from '../../shared/CamperPhoto.tsx';
import { absoluteUrl, brandAndModel, camperKind, FEE_TEXT, slotsText } from '../../shared/camper-facts.ts';
import type { PublicCamper } from '../../shared/camper-types.ts';

const styles = {
  // The kit's card, at the height docs/product/calendar-and-credits.md#business-constants-spec-9 gives the carousel's.
  card: cx(card().root, css({ h: '580px' })),
  photo: css({ h: '240px', flexShrink: 0 }),
  badges: css({ position: 'absolute', top: '3', left: '3', right: '3', display: 'flex', gap: '2' }),
  slots: css({ ml: 'auto' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '2', px: '5', pt: '4', flex: '1', minH: '0' }),
  name: css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' }),
  model: css({ color: 'fg.muted' }),
  kind: css({ fontSize: 'sm', color: 'fg.muted' }),
  facts: css({ display: 'flex', gap: '4', color: 'fg.muted', fontSize: 'sm', '& svg': { w: '4', h: '4' } }),
  fact: css({ display: 'inline-flex', alignItems: 'center', gap: '1' }),
  prices: css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm', mt: '1' }),
  price: css({ fontWeight: 'semibold', textAlign: 'right' }),
  notice: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'warning.text' }),
  actions: css({
    display: 'flex',
    gap: '2',
    px: '5',
    pb: '5',
    pt: '3',
    '& > *': { flex: '1' },
  }),
};

export type CamperCardProps = {
  camper: PublicCamper;
  /** Origin of the Camperdeel server when the card is shown elsewhere (the embed), for the photo address. */
  origin?: string;
  /** The first card: its photo is the largest paint of the page and loads first (CamperPhoto). */
  priority?: boolean;
  /** The buttons at the bottom: details, and apply unless the camper is full (see `canApply`). */
  actions: (canApply: boolean) => ReactNode;
};

/**
 * One camper in the carousel (docs/product/public.md#screens-spec-2, docs/product/public.md#states-spec-4): photo, filled/total owner slots, name, brand and model, seats and
 * beds, the purchase price per owner and the full service fee; 'Verkocht' when full, a warning with one slot left.
 */
export function CamperCard({ camper, origin, actions, priority = false }: CamperCardProps) {
  const badge = carouselBadge(camper.aantal_sloten_eigenaars, camper.aantal_ingevulde_sloten);
  return (
    <article className={styles.card} aria-label={camper.naam}>
      <div className={css({ position: 'relative' })}>
        <CamperPhoto
          src={absoluteUrl(camper.hoofdfoto_url, origin)}
          alt={`Foto van ${camper.naam}`}
          className={styles.photo}
          priority={priority}
        />
        <div className={styles.badges}>
          {badge.badge ? (
            <Badge tone={badge.state === 'verkocht' ? 'danger' : 'warning'}>{badge.badge}</Badge>
          ) : null}
          <Badge tone="neutral" className={styles.slots}>
            <Users aria-hidden="true" />
            {slotsText(camper)}
          </Badge>
        </div>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{camper.naam}</h2>
        <p className={styles.model}>{brandAndModel(camper)}</p>
        <p className={styles.kind}>{camperKind(camper)}</p>
        <p className={styles.facts}>
          <span className={styles.fact}>
            <Users aria-hidden="true" />
            {camper.aantal_zitplaatsen} zitplaatsen
          </span>
          <span className={styles.fact}>
            <BedDouble aria-hidden="true" />
            {camper.aantal_bedden} slaapplaatsen
          </span>
        </p>
        <dl className={styles.prices}>
          <dt>Prijs per eigenaar</dt>
          <dd className={styles.price}>{formatEuro(camper.prijs)}</dd>
          <dt>Full service fee</dt>
          <dd className={styles.price}>{FEE_TEXT}</dd>
        </dl>
        {badge.notice ? <p className={styles.notice}>{badge.notice}</p> : null}
      </div>
      <div className={styles.actions}>{actions(badge.canApply)}</div>
    </article>
  );
}
