import { MESSAGES } from '@camperdeel/rules/errors';
import { Card } from '@camperdeel/ui/components/Card';
import { DeferredConfirmDialog } from '@camperdeel/ui/components/DeferredConfirmDialog';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { confirmAbout } from '@camperdeel/ui/lib/confirm-about';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { CalendarDays, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { dividedList, listRow } from '../../shared/list-styles.ts';
import type { OwnReservationRow } from './calendar-view.ts';

const focusable = css({
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
});

/**
 * Card 'Mijn Reserveringen' (docs/product/owner.md#screens-spec-2): range, days split by season, '+ bufferdagen', and a delete button with a
 * confirmation. A reservation that has begun cannot be deleted (docs/decisions/0020-started-reservations.md), so it has
 * no button.
 */
export function ReservationsCard({
  rows,
  onDelete,
  actions,
}: {
  rows: OwnReservationRow[];
  onDelete: (id: string) => Promise<void>;
  /** Extra per-reservation content (the handover buttons), below the row. */
  actions?: (row: OwnReservationRow) => ReactNode;
}) {
  const [deleting, setDeleting] = useState<OwnReservationRow | null>(null);
  return (
    <Card title="Mijn Reserveringen">
      {rows.length === 0 ? (
        <EmptyState title="Je hebt nog geen reserveringen." icon={<CalendarDays />} />
      ) : (
        <ul className={dividedList}>
          {rows.map((row) => (
            <li
              key={row.id}
              className={cx(listRow, focusable)}
              data-reservation-id={row.id}
              // Focus lands here after the reservation is made (use-focus-after-write.ts).
              tabIndex={-1}
            >
              <div className={css({ flex: '1', minW: 0 })}>
                <p className={css({ fontWeight: 'medium' })}>{row.range}</p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {row.days} <span className={css({ whiteSpace: 'nowrap' })}>+ bufferdagen</span>
                </p>
                {actions?.(row)}
              </div>
              {row.canDelete ? (
                <IconButton
                  label={`Reservering ${row.range} verwijderen`}
                  icon={Trash2}
                  title="Verwijderen"
                  onClick={() => setDeleting(row)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <DeferredConfirmDialog
        {...confirmAbout(
          deleting,
          () => setDeleting(null),
          (row) => onDelete(row.id),
        )}
        title={MESSAGES.confirmReservationDeleteTitle}
        description={MESSAGES.confirmReservationDelete}
        cancelLabel="Annuleren"
        confirmLabel="Verwijderen"
        busyLabel="Verwijderen..."
      />
    </Card>
  );
}
