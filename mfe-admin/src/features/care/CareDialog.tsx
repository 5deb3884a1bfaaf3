import { Dialog } from '@camperdeel/ui/components/Dialog';
import { css } from '@camperdeel/ui/styled-system/css';
import { CarePlanForm } from './CarePlanForm.tsx';
import type { CareRow } from './care-api.ts';
import { ServiceForm } from './ServiceForm.tsx';

/** One camper's care: its plan and a service done, side by side from tablet width. */
export function CareDialog({ row, onClose }: { row: CareRow; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Onderhoud van ${row.naam}`}
      description="APK, verzekering en onderhoudsinterval; een uitgevoerde beurt start beide intervallen opnieuw."
      size="lg"
    >
      <div
        className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      >
        <CarePlanForm camperId={row.camper_id} care={row.onderhoud} />
        <ServiceForm camperId={row.camper_id} />
      </div>
    </Dialog>
  );
}
