import { MorePages } from '@camperdeel/client/MorePages';
import type { ApiQueryResult } from '@camperdeel/client/QueryState';
import { type ApiPage, useApiPages } from '@camperdeel/client/queries';
import { request, type Sent } from '@camperdeel/client/request';
import type { TableProps } from '@camperdeel/ui/components/Table';
import { QueryTable } from './QueryTable.tsx';
import { pageQuery } from './queries.ts';
import { useSearchText } from './use-search-text.ts';

/** A list the server pages and searches: its pages, and the search the box last handed over. */
export type PagedList<P extends ApiPage> = {
  pages: ReturnType<typeof useApiPages<P>>;
  zoek: string;
  setZoek: (text: string) => void;
};

/** An admin list's endpoint on the typed client, which answers one page for a search and a cursor. */
type PageEndpoint<R extends Sent> = { $get: (args: { query: ReturnType<typeof pageQuery> }) => Promise<R> };

/** The `fetchPage` of a list whose endpoint takes nothing but the page's query. */
export function pagesOf<R extends Sent>(endpoint: PageEndpoint<R>) {
  return (query: ReturnType<typeof pageQuery>) => request(() => endpoint.$get({ query }));
}

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

export type PagedTableProps<P extends ApiPage, Row> = Omit<
  TableProps<Row>,
  'rows' | 'footer' | 'search' | 'emptyText'
> & {
  list: PagedList<P>;
  rowsOf: (page: P) => Row[];
  /** What the count under the rows counts, singular and plural. */
  noun: readonly [string, string];
  /** What 'Geen … gevonden' says there is none of, with or without a search (default: the plural noun). */
  nothingFound?: string;
  search: { label: string; placeholder: string };
  /** Another read the tab needs before its list is of use (the choices of its upload dialog). */
  alsoWaitsFor?: ApiQueryResult<unknown>;
};

/** The rows of every page loaded so far, the server-driven search box, and 'Meer laden' with the count below. */
export function PagedTable<P extends ApiPage, Row>({
  list,
  rowsOf,
  noun,
  nothingFound = noun[1],
  search,
  ...table
}: PagedTableProps<P, Row>) {
  const { pages, zoek, setZoek } = list;
  return (
    <QueryTable
      {...table}
      query={pages}
      rows={(data) => data.pages.flatMap(rowsOf)}
      emptyText={`Geen ${nothingFound} gevonden`}
      search={{
        ...search,
        emptyText: (query) => `Geen ${nothingFound} gevonden voor "${query.trim()}"`,
        value: zoek,
        onValueChange: setZoek,
        settles: true,
      }}
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
