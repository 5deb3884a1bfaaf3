import type { ApiPage } from '@camperdeel/client/queries';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import type { ReactNode } from 'react';
import { ExportMenu, type ExportPath } from './ExportMenu.tsx';
import { PagedTable, type PagedTableProps } from './PagedTable.tsx';
import { pageLayout } from './page-layout.ts';

type ListTabProps<P extends ApiPage, Row> = Omit<PagedTableProps<P, Row>, 'caption'> & {
  title: string;
  description: string;
  /** The header's buttons ('Nieuwe gebruiker'). */
  actions?: ReactNode;
  /** The table's name for screen readers (default: the title). */
  caption?: string;
  /** Between the header and the list: filters that narrow the list beside its search box. */
  filters?: ReactNode;
  /** 'Exporteren' above the list, of what the search (and the filters' query) shows. */
  exportOf?: { path: ExportPath; filters?: Record<string, string> };
  /** Under the list: the tab's dialogs and cards. */
  children?: ReactNode;
};

/** An admin tab that is one paged list: its header, the export of what is shown, the list, then the tab's own parts. */
export function ListTab<P extends ApiPage, Row>({
  title,
  description,
  actions,
  caption = title,
  filters,
  exportOf,
  children,
  ...table
}: ListTabProps<P, Row>) {
  return (
    <section className={pageLayout}>
      <PageHeader title={title} description={description} actions={actions} />
      {filters}
      {exportOf ? (
        <ExportMenu path={exportOf.path} query={{ ...exportOf.filters, zoek: table.list.zoek }} />
      ) : null}
      <PagedTable {...table} caption={caption} />
      {children}
    </section>
  );
}
