import { MorePages } from '@camperdeel/client/MorePages';
import type { ApiQueryResult } from '@camperdeel/client/QueryState';
import { type ApiPage, useApiPages } from '@camperdeel/client/queries';
import type { TableProps } from '@camperdeel/ui/components/Table';
import type { ReactNode } from 'react';
import { QueryTable } from './QueryTable.tsx';
import { pageQuery } from './queries.ts';
import { useSearchText } from './use-search-text.ts';

/** A list the server pages and searches: its pages, and the search the box last handed over. */
export type PagedList<P extends ApiPage> = {
  pages: ReturnType<typeof useApiPages<P>>;
  zoek: string;
  setZoek: (text: string) => void;
};

/**
 * A tab's paged list (docs/decisions/0069-paging-and-search.md): `fetchPage` asks one page for what the search box
 * handed over once typing paused; `key` is the list's query key, which a write invalidates.
 */
export function usePagedList<P extends ApiPage>(
  key: readonly unknown[],
  fetchPage: (query: ReturnType<typeof pageQuery>) => Promise<P>,
  failureTitle: string,
): PagedList<P> {
  const [zoek, setZoek] = useSearchText();
  const pages = useApiPages({
    queryKey: [...key, zoek],
    queryFn: ({ pageParam }) => fetchPage(pageQuery(zoek, pageParam)),
    failureTitle,
  });
  return { pages, zoek, setZoek };
}

type PagedTableProps<P extends ApiPage, Row> = Omit<TableProps<Row>, 'rows' | 'footer' | 'search'> & {
  list: PagedList<P>;
  rowsOf: (page: P) => Row[];
  /** What the count under the rows counts, singular and plural. */
  noun: readonly [string, string];
  search: { label: string; placeholder?: string; emptyText: (query: string) => ReactNode };
  /** Another read the tab needs before its list is of use (the choices of its upload dialog). */
  alsoWaitsFor?: ApiQueryResult<unknown>;
};

/** The rows of every page loaded so far, the server-driven search box, and 'Meer laden' with the count below. */
export function PagedTable<P extends ApiPage, Row>({
  list,
  rowsOf,
  noun,
  search,
  ...table
}: PagedTableProps<P, Row>) {
  const { pages, zoek, setZoek } = list;
  return (
    <QueryTable
      {...table}
      query={pages}
      rows={(data) => data.pages.flatMap(rowsOf)}
      search={{ ...search, value: zoek, onValueChange: setZoek, settles: true }}
      footer={(data) => (
        <MorePages
          pages={pages}
          shown={data.pages.reduce((n, page) => n + rowsOf(page).length, 0)}
          noun={noun}
        />
      )}
    />
  );
}
