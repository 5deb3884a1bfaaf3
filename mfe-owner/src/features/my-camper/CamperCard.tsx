import type { OwnerCamperAnswer } from '@camperdeel/client/owner-queries';
import { imageSrcSet } from '@camperdeel/rules/images';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { card } from '@camperdeel/ui/styled-system/recipes';
import { Caravan } from 'lucide-react';
import { useId } from 'react';
import { OwnersSection } from './OwnersSection.tsx';

/** Card 'Mijn Camper' (docs/product/owner.md#screens-spec-2): main photo, name, brand and model, then the 'Eigenaars' section. Its title is the page's h1. */
export function CamperCard({ data }: { data: OwnerCamperAnswer }) {
  const { camper, eigenaars, sloten } = data;
  const titleId = useId();
  const photo = camper.hoofdfoto_url ? (
    // The page's largest paint: loaded at once and first, in the WebP width the screen needs.
    <img
      src={camper.hoofdfoto_url}
      srcSet={imageSrcSet(camper.hoofdfoto_url)}
      sizes="(max-width: 576px) 100vw, 576px"
      fetchPriority="high"
      alt={camper.naam}
      className={css({ w: 'full', aspectRatio: '16/9', objectFit: 'cover' })}
    />
  ) : (
    <div
      aria-hidden="true"
      className={css({
        display: 'grid',
        placeItems: 'center',
        aspectRatio: '16/9',
        bg: 'bg.muted',
        color: 'fg.subtle',
      })}
    >
      <Caravan size={48} />
    </div>
  );
  return (
    <Card media={photo} aria-labelledby={titleId}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 id={titleId} className={card().title}>
          Mijn Camper
        </h1>
        <p className={css({ fontSize: 'xl', fontWeight: 'bold', fontFamily: 'heading' })}>{camper.naam}</p>
        <p className={css({ color: 'fg.muted' })}>
          {camper.merk} {camper.model}
        </p>
      </div>
      <OwnersSection eigenaars={eigenaars} sloten={sloten} />
    </Card>
  );
}
