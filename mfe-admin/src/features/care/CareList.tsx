import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import type { CareStatus } from '@camperdeel/rules/care';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateShort } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { Table } from '@camperdeel/ui/components/Table';
import { useState } from 'react';
import { CareDialog } from './CareDialog.tsx';
import { CareStatusBadge } from './CareStatusBadge.tsx';
import { type CareRow, careApi, careKeys } from './care-api.ts';
import { nextServiceText } from './next-service.ts';

/** A date the camper must be renewed by (APK, insurance), with how near it is. */
function DueCell({ date, status }: { date: string | null; status: CareStatus | null }) {
  return (
    <>
      {date ? formatDateShort(date) : '—'} <CareStatusBadge status={status} />
    </>
  );
}

/** Every camper's care, most urgent first (the server's order), each with its plan and service forms. */
export function CareList() {
  const list = useApiQuery({
    queryKey: careKeys.list,
    queryFn: () => request(() => careApi.list()),
    failureTitle: FAILURE_TITLES.load,
  });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <QueryState query={list} failureTitle={FAILURE_TITLES.load}>
      {({ campers }) => {
        const current = campers.find((c) => c.camper_id === open);
        return (
          <>
            <Table<CareRow>
              caption="Onderhoud per camper"
              rows={campers}
              rowKey={(r) => r.camper_id}
              emptyText="Nog geen campers"
              columns={[
                { key: 'naam', header: 'Camper', cell: (r) => r.naam },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (r) => <CareStatusBadge status={r.onderhoud.status} />,
                },
                {
                  key: 'apk',
                  header: 'APK',
                  cell: (r) => <DueCell date={r.onderhoud.apk_vervaldatum} status={r.onderhoud.apk_status} />,
                },
                {
                  key: 'verzekering',
                  header: 'Verzekering',
                  cell: (r) => (
                    <DueCell
                      date={r.onderhoud.verzekering_vervaldatum}
                      status={r.onderhoud.verzekering_status}
                    />
                  ),
                },
                { key: 'volgende', header: 'Volgende beurt', cell: (r) => nextServiceText(r.onderhoud) },
                {
                  key: 'acties',
                  header: 'Acties',
                  hideHeader: true,
                  align: 'end',
                  cell: (r) => (
                    <Button size="sm" variant="outline" onClick={() => setOpen(r.camper_id)}>
                      {`Onderhoud van ${r.naam}`}
                    </Button>
                  ),
                },
              ]}
            />
            {current ? <CareDialog row={current} onClose={() => setOpen(null)} /> : null}
          </>
        );
      }}
    </QueryState>
  );
}
