import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDayCount } from '@camperdeel/rules/format';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { admin, type OverviewRow } from '../../shared/admin-api.ts';
import { PagedTable, usePagedList } from '../../shared/PagedTable.tsx';
import { pageLayout } from '../../shared/page-layout.ts';
import { adminKeys } from '../../shared/queries.ts';
import { TitledCell } from '../../shared/TitledCell.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { OnBehalfCard } from './OnBehalfCard.tsx';

/**
 * /admin/dashboard/reserveringen (docs/product/admin.md#screens-spec-2, docs/product/calendar-and-credits.md#business-constants-spec-9): approved reservations per camper, user and year, newest year first.
 * The server lists only campers whose owner slots are all filled, pages the lines and searches them.
 */
export function ReservationsTab() {
  const overview = usePagedList(
    adminKeys.overview,
    (query) => request(() => admin.reservations.overview.$get({ query })),
    FAILURE_TITLES.loadReservations,
  );

  const columns: TableColumn<OverviewRow>[] = [
    {
      key: 'camper',
      header: 'Camper',
      cell: (r) => <TitledCell title={r.camper_naam} detail={`${r.merk} - ${r.model}`} />,
    },
    { key: 'gebruiker', header: 'Gebruiker', cell: (r) => r.naam },
    { key: 'jaar', header: 'Jaar', cell: (r) => r.jaar },
    { key: 'aantal', header: 'Reserveringen', align: 'end', cell: (r) => r.aantal_reserveringen },
    { key: 'dagen', header: 'Dagen', align: 'end', cell: (r) => formatDayCount(r.dagen) },
  ];

  return (
    <section className={pageLayout}>
      <PageHeader
        title="Reserveringen"
        description="Overzicht van de goedgekeurde reserveringen per camper, gebruiker en jaar. Alleen volle campers worden getoond."
      />
      <ExportMenu path="/api/admin/reservations/overview/export" query={{ zoek: overview.zoek }} />
      <PagedTable
        list={overview}
        rowsOf={(page) => page.reserveringen}
        noun={['regel', 'regels']}
        caption="Reserveringen per camper, gebruiker en jaar"
        columns={columns}
        rowKey={(r) => `${r.camper_id}-${r.user_id}-${r.jaar}`}
        emptyText="Geen reserveringen gevonden"
        search={{
          label: 'Zoek camper',
          placeholder: 'Zoek op camper, merk, model of naam',
          emptyText: (q) => `Geen reserveringen gevonden voor "${q.trim()}"`,
        }}
      />
      <OnBehalfCard />
    </section>
  );
}
