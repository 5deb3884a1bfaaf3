import { Carousel } from '@camperdeel/ui/components/Carousel';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { css } from '@camperdeel/ui/styled-system/css';
import { Caravan } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicCamper } from '../../shared/camper-types.ts';

type CamperCarouselProps = {
  /** The campers loaded so far. */
  campers: PublicCamper[];
  /** How many there are in all (the list's `totaal`), when only the first batches are loaded. */
  total?: number;
  /** Asked for the next batch before the visitor reaches the last loaded camper. */
  onNearEnd?: () => void;
  renderCard: (camper: PublicCamper, index: number) => ReactNode;
};

/**
 * The camper-finding carousel: one card at a time, arrows and dots (a position when there are many), wrapping;
 * 'Geen campers beschikbaar' when empty. Campers come in batches (docs/decisions/0070-camper-lists-in-batches.md).
 */
export function CamperCarousel({ campers, total, onNearEnd, renderCard }: CamperCarouselProps) {
  if (campers.length === 0) {
    return <EmptyState title="Geen campers beschikbaar" icon={<Caravan />} />;
  }
  return (
    <Carousel
      items={campers}
      total={total}
      onNearEnd={onNearEnd}
      itemKey={(camper) => camper.id}
      renderItem={(camper) => renderCard(camper, campers.indexOf(camper))}
      label="Beschikbare campers"
      itemLabel={(camper, i) => `${camper.naam}, ${i + 1} van ${Math.max(total ?? 0, campers.length)}`}
      previousLabel="Vorige camper"
      nextLabel="Volgende camper"
      className={css({ maxW: 'md', mx: 'auto' })}
    />
  );
}
