import { Carousel } from '@camperdeel/ui/components/Carousel';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { css } from '@camperdeel/ui/styled-system/css';
import { Caravan } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicCamper } from '../../shared/camper-types.ts';

type CamperCarouselProps = {
  campers: PublicCamper[];
  renderCard: (camper: PublicCamper, index: number) => ReactNode;
};

/** The camper-finding carousel: one card at a time, arrows and dots, wrapping; 'Geen campers beschikbaar' when empty. */
export function CamperCarousel({ campers, renderCard }: CamperCarouselProps) {
  if (campers.length === 0) {
    return <EmptyState title="Geen campers beschikbaar" icon={<Caravan />} />;
  }
  return (
    <Carousel
      items={campers}
      itemKey={(camper) => camper.id}
      renderItem={(camper) => renderCard(camper, campers.indexOf(camper))}
      label="Beschikbare campers"
      itemLabel={(camper, i) => `${camper.naam}, ${i + 1} van ${campers.length}`}
      previousLabel="Vorige camper"
      nextLabel="Volgende camper"
      className={css({ maxW: 'md', mx: 'auto' })}
    />
  );
}
