import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDayCount } from '@camperdeel/rules/format';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { admin, type OverviewRow } from '../../shared/admin-api.ts';
import { ListTab } from '../../shared/ListTab.tsx';
import { pagesOf, usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { TitledCell } from '../../shared/TitledCell.tsx';
import { OnBehalfCard } from './OnBehalfCard.tsx';

// Built once, so the rows render again only when their data changes (Table).
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

/**
 * /admin/dashboard/reserveringen (docs/product/admin.md#screens-spec-2, docs/product/calendar-and-credits.md#business-constants-spec-9): approved reservations per camper, user and year, newest year first.
 * The server lists only campers whose owner slots are all filled, pages the lines and searches them.
 */
export function ReservationsTab() {
  const overview = usePagedList(
    adminKeys.overview,
    pagesOf(admin.reservations.overview),
    FAILURE_TITLES.loadReservations,
  );

  return (
    <ListTab
      title="Reserveringen"
      description="Overzicht van de goedgekeurde reserveringen per camper, gebruiker en jaar. Alleen volle campers worden getoond."
      exportOf={{ path: '/api/admin/reservations/overview/export' }}
      list={overview}
      rowsOf={(page) => page.reserveringen}
      noun={['regel', 'regels']}
      nothingFound="reserveringen"
      caption="Reserveringen per camper, gebruiker en jaar"
      columns={columns}
      rowKey={(r) => `${r.camper_id}-${r.user_id}-${r.jaar}`}
      search={{ label: 'Zoek camper', placeholder: 'Zoek op camper, merk, model of naam' }}
    >
      <OnBehalfCard />
    </ListTab>
  );
}
