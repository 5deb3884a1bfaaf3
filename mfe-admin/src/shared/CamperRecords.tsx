import { type ApiQueryResult, QueryState } from '@camperdeel/client/QueryState';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';

const lists = {
  2: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' }),
  3: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' }),
};

/**
 * A camper's records in one of its dialogs (blocks, handovers, wish rounds): the spinner, the failure panel, a muted
 * line when there are none, else the list under its name with one item per record.
 */
export function CamperRecords<T, Item>({
  query,
  of,
  label,
  empty,
  spacing = 2,
  children,
}: {
  query: ApiQueryResult<T>;
  /** The records in the order shown. */
  of: (data: T) => Item[];
  label: string;
  empty: string;
  spacing?: 2 | 3;
  children: (item: Item) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      failureTitle={FAILURE_TITLES.load}
      empty={<p className={css({ color: 'fg.muted' })}>{empty}</p>}
      isEmpty={(data) => of(data).length === 0}
    >
      {(data) => (
        <ul aria-label={label} className={lists[spacing]}>
          {of(data).map(children)}
        </ul>
      )}
    </QueryState>
  );
}
