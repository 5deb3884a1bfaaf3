import { Dialog } from '@camperdeel/ui/components/Dialog';
import type { ReactNode } from 'react';
import { CamperDetails } from './CamperDetails.tsx';
import { brandAndModel } from './camper-facts.ts';
import type { PublicCamper } from './camper-types.ts';

type CamperDetailsDialogProps = {
  camper: PublicCamper | null;
  onClose: () => void;
  origin?: string;
  /** Buttons under the details, e.g. 'Aanmelden'. */
  footer?: ReactNode;
};

/** The details dialog of a camper card (docs/product/public.md#screens-spec-2); open while `camper` is set. */
export function CamperDetailsDialog({ camper, onClose, origin, footer }: CamperDetailsDialogProps) {
  return (
    <Dialog
      open={camper !== null}
      onClose={onClose}
      title={camper?.naam ?? ''}
      description={camper ? brandAndModel(camper) : undefined}
      size="lg"
      footer={footer}
    >
      {camper ? <CamperDetails camper={camper} origin={origin} /> : null}
    </Dialog>
  );
}
