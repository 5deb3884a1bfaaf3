import type { TableColumn } from '@camperdeel/ui/components/Table';
import type { ReactNode } from 'react';

/** The last column of an admin list: the row's buttons under 'Acties', at the end of the row. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): TableColumn<Row> {
  return { key: 'acties', header: 'Acties', align: 'end', cell };
}
