import { BlocksDialog } from './features/blocks/BlocksDialog.tsx';
import { CampersTab } from './features/campers/CampersTab.tsx';
import { HandoversDialog } from './features/handovers/HandoversDialog.tsx';
import { RoundsDialog } from './features/rounds/RoundsDialog.tsx';

/** The campers tab with the blocks, handover-log and wish-round dialogs of its rows: the features meet here, not in each other. */
export function CampersTabWithDialogs() {
  return (
    <CampersTab rowDialogs={{ blocks: BlocksDialog, handovers: HandoversDialog, rounds: RoundsDialog }} />
  );
}
