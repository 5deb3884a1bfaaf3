import type { TableColumn } from '@camperdeel/ui/components/Table';
import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';

/**
 * A cell whose content the browser lays out only once it comes near the screen (`content-visibility: auto`), in the
 * rows below the first screen (`data-far`, Table): rows of buttons, icons and selects that look the same in every
 * row, so the rows on screen set the column's width and nothing moves when one is laid out. On a page of fifty
 * campers this took the table's layout from about 100 to 20 ms (docs/decisions/0105-light-list-rows.md).
 */
export const laidOutNearScreen = css({
  // The containment clips what is drawn outside the content; a focus ring is, by a few pixels.
  '[data-far] > &': {
    '& > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 2.5rem', overflowClipMargin: '0.5rem' },
  },
});

/** The last column of an admin list: the row's buttons under 'Acties', at the end of the row. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): TableColumn<Row> {
  return { key: 'acties', header: 'Acties', align: 'end', className: laidOutNearScreen, cell };
}
