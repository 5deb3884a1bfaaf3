import { type ApiQueryResult, QueryState } from '@camperdeel/client/QueryState';
import { Table, type TableProps } from '@camperdeel/ui/components/Table';
import type { ReactNode } from 'react';

/** What an admin list says when it could not be loaded; the failure policy's toast gives the server's reason. */
const LIST_FAILURE = 'De gegevens konden niet geladen worden.';

type QueryTableProps<T, Row> = Omit<TableProps<Row>, 'rows' | 'footer'> & {
  query: ApiQueryResult<T>;
  rows: (data: T) => Row[];
  /** Under the rows, from the data (a paged list's count and 'Meer laden'). */
  footer?: (data: T) => ReactNode;
  /** Another read the tab needs before its list is of use (the choices of its upload dialog). */
  alsoWaitsFor?: ApiQueryResult<unknown>;
};

/**
 * A tab's list: the spinner while it loads, the failure panel with 'Opnieuw proberen' when it failed, else the
 * table (whose own empty text says when there is nothing). A reload that fails after a write keeps the rows.
 */
export function QueryTable<T, Row>({ query, rows, footer, alsoWaitsFor, ...table }: QueryTableProps<T, Row>) {
  const list = (
    <QueryState query={query} failureText={LIST_FAILURE} keepDataOnError>
      {(data) => <Table {...table} rows={rows(data)} footer={footer?.(data)} />}
    </QueryState>
  );
  if (!alsoWaitsFor) return list;
  return (
    <QueryState query={alsoWaitsFor} failureText={LIST_FAILURE} keepDataOnError>
      {() => list}
    </QueryState>
  );
}
