import type { CamperReservation, CoOwner } from '@camperdeel/client/owner-queries';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { formatDateRange } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { css } from '@camperdeel/ui/styled-system/css';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { dividedList, listRow } from '../../shared/list-styles.ts';
import { type Offerable, OfferReservationDialog } from '../../shared/OfferReservationDialog.tsx';

/** The owner's reservations that have not begun, each with a button to offer it to the co-owners. */
export function OfferableCard({
  reservations,
  coOwners,
}: {
  reservations: CamperReservation[];
  coOwners: CoOwner[];
}) {
  const [today] = useState<IsoDate>(() => todayInAmsterdam(new Date()));
  const [offering, setOffering] = useState<Offerable | null>(null);
  const future = reservations.filter((r) => r.eigen && r.start_datum > today);
  return (
    <Card
      title="Reservering aanbieden"
      description="Kun je niet gaan? Bied je reservering aan je mede-eigenaars aan."
    >
      {future.length === 0 ? (
        <EmptyState title="Je hebt geen komende reserveringen." icon={<CalendarDays />} />
      ) : (
        <ul className={dividedList} aria-label="Mijn komende reserveringen">
          {future.map((r) => {
            const range = formatDateRange(r.start_datum, r.eind_datum);
            return (
              <li key={r.id} className={listRow}>
                <p className={css({ flex: '1', minW: 0, fontWeight: 'medium' })}>{range}</p>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Aanbieden: ${range}`}
                  onClick={() => setOffering(r)}
                >
                  Aanbieden
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <OfferReservationDialog reservation={offering} coOwners={coOwners} onClose={() => setOffering(null)} />
    </Card>
  );
}
