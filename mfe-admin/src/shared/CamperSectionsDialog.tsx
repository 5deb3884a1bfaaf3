import { Dialog } from '@camperdeel/ui/components/Dialog';
import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';

const layouts = {
  stacked: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  sideBySide: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
};

/**
 * A large dialog about one camper, opened from its row (blocks, wish rounds, care): its records and forms one under
 * the other, or side by side from tablet width.
 */
export function CamperSectionsDialog({
  title,
  description,
  layout = 'stacked',
  onClose,
  children,
}: {
  title: string;
  description: string;
  layout?: keyof typeof layouts;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} title={title} description={description} size="lg">
      <div className={layouts[layout]}>{children}</div>
    </Dialog>
  );
}
