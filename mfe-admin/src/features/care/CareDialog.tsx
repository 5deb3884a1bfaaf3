import { CamperSectionsDialog } from '../../shared/CamperSectionsDialog.tsx';
import { CarePlanForm } from './CarePlanForm.tsx';
import type { CareRow } from './care-api.ts';
import { ServiceForm } from './ServiceForm.tsx';

/** One camper's care: its plan and a service done, side by side from tablet width. */
export function CareDialog({ row, onClose }: { row: CareRow; onClose: () => void }) {
  return (
    <CamperSectionsDialog
      title={`Onderhoud van ${row.naam}`}
      description="APK, verzekering en onderhoudsinterval; een uitgevoerde beurt start beide intervallen opnieuw."
      layout="sideBySide"
      onClose={onClose}
    >
      <CarePlanForm camperId={row.camper_id} care={row.onderhoud} />
      <ServiceForm camperId={row.camper_id} />
    </CamperSectionsDialog>
  );
}
