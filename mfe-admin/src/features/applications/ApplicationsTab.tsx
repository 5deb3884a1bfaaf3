import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { AANMELDING_STATUS_LABELS, AANMELDING_STATUSES, openSlots } from '@camperdeel/rules/camper';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { formatDateShort } from '@camperdeel/rules/format';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { DeferredConfirmDialog } from '@camperdeel/ui/components/DeferredConfirmDialog';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { Select } from '@camperdeel/ui/components/Select';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { actionsColumn } from '../../shared/actions-column.ts';
import { type AdminApplication, admin } from '../../shared/admin-api.ts';
import { useRowDelete } from '../../shared/DeleteDialog.tsx';
import { ListTab } from '../../shared/ListTab.tsx';
import { pagesOf, usePagedList } from '../../shared/PagedTable.tsx';
import { personDetails } from '../../shared/person-details.ts';
import { adminKeys } from '../../shared/queries.ts';
import { TitledCell } from '../../shared/TitledCell.tsx';

const STATUS_OPTIONS = AANMELDING_STATUSES.map((value) => ({
  value,
  label: AANMELDING_STATUS_LABELS[value],
}));

type Open = { kind: 'user' | 'camper' | 'assign'; row: AdminApplication } | null;

/** /admin/dashboard/aanmeldingen (docs/product/admin.md#screens-spec-2 'Admin applications'). */
export function ApplicationsTab() {
  const applications = usePagedList(
    adminKeys.applications,
    pagesOf(admin.applications),
    FAILURE_TITLES.loadApplications,
  );
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const status = useApiMutation({
    mutationFn: ({ row, value }: { row: AdminApplication; value: AdminApplication['status'] }) =>
      request(() => admin.applications[':id'].$patch({ param: { id: row.id }, json: { status: value } })),
    failureTitle: FAILURE_TITLES.changeStatus,
    // Toegewezen assigns the applicant as owner (and may fill the camper): the campers and users change too.
    invalidates: [adminKeys.applications, adminKeys.campers, adminKeys.users],
    onSuccess: () => toast.success({ title: toasts.statusChanged.title }),
  });

  const setStatus = status.mutate;
  const changeStatus = useCallback(
    (row: AdminApplication, value: string) => {
      if (value === row.status) return;
      // Toegewezen makes the applicant an owner of the camper (the server assigns them): asked first, like a delete.
      if (value === 'toegewezen') {
        setOpen({ kind: 'assign', row });
        return;
      }
      setStatus({ row, value: value as AdminApplication['status'] });
    },
    [setStatus],
  );

  const remove = useRowDelete({
    remove: (row: AdminApplication) =>
      request(() => admin.applications[':id'].$delete({ param: { id: row.id } })),
    failureTitle: FAILURE_TITLES.delete,
    invalidates: [adminKeys.applications, adminKeys.users],
    deleted: toasts.applicationDeleted.title,
    describe: (aanmelding) =>
      `De aanmelding van ${aanmelding.user_naam} voor ${aanmelding.camper_naam} wordt verwijderd. Deze actie kan niet ongedaan worden gemaakt.`,
  });

  const askDelete = remove.ask;
  const columns = useMemo<TableColumn<AdminApplication>[]>(
    () => [
      {
        key: 'user',
        header: 'Gebruiker',
        cell: (a) => (
          <button type="button" className={styles.link} onClick={() => setOpen({ kind: 'user', row: a })}>
            <Avatar name={a.user_naam} src={a.user_foto} size="sm" />
            <TitledCell title={a.user_naam} detail={a.user_email} />
          </button>
        ),
      },
      {
        key: 'camper',
        header: 'Camper',
        cell: (a) => (
          <button type="button" className={styles.link} onClick={() => setOpen({ kind: 'camper', row: a })}>
            <TitledCell
              title={a.camper_naam}
              detail={`Aangemeld op ${formatDateShort(new Date(a.created_at))}`}
            />
          </button>
        ),
      },
      {
        key: 'status',
        header: 'Status',
        cell: (a) => (
          <Select
            inList
            aria-label={`Status van de aanmelding van ${a.user_naam}`}
            options={STATUS_OPTIONS}
            value={a.status}
            onValueChange={(status) => void changeStatus(a, status)}
            className={styles.status}
          />
        ),
      },
      {
        key: 'open',
        header: 'Open plaatsen',
        align: 'end',
        cell: (a) => openSlots(a.aantal_sloten, a.aantal_ingevuld),
      },
      actionsColumn((a) => (
        <IconButton
          label={`Aanmelding van ${a.user_naam} verwijderen`}
          icon={Trash2}
          onClick={() => askDelete(a)}
        />
      )),
    ],
    [changeStatus, askDelete],
  );

  return (
    <ListTab
      title="Aanmeldingen"
      description="De aanmeldingen van gebruikers voor een camper."
      list={applications}
      rowsOf={(page) => page.aanmeldingen}
      noun={['aanmelding', 'aanmeldingen']}
      columns={columns}
      rowKey={(a) => a.id}
      search={{ label: 'Zoek op campernaam', placeholder: 'Zoek op naam of campernaam' }}
    >
      {open?.kind === 'user' ? (
        <Dialog open onClose={close} title={open.row.user_naam} description="Gebruikersinformatie" size="sm">
          <div className={styles.dialog}>
            <Avatar name={open.row.user_naam} src={open.row.user_foto} size="lg" />
            <DetailList
              items={personDetails({
                naam: open.row.user_naam,
                email: open.row.user_email,
                telefoonnummer: open.row.user_telefoonnummer,
                beschrijving: open.row.user_beschrijving,
                aantal_familieleden: open.row.user_familieleden,
                huisdieren: open.row.user_huisdieren,
                allergieen_intolleranties: open.row.user_allergieen,
              })}
            />
          </div>
        </Dialog>
      ) : null}
      {open?.kind === 'camper' ? (
        <Dialog open onClose={close} title={open.row.camper_naam} description="Camperdetails" size="sm">
          <div className={styles.dialog}>
            {open.row.camper_foto ? (
              <img src={open.row.camper_foto} alt={open.row.camper_naam} className={styles.photo} />
            ) : null}
            <DetailList
              items={[
                { label: 'Naam', value: open.row.camper_naam },
                {
                  label: 'Eigenaarsplaatsen',
                  value: `${open.row.aantal_ingevuld} / ${open.row.aantal_sloten} ingevuld`,
                },
                {
                  label: 'Open plaatsen',
                  value: String(openSlots(open.row.aantal_sloten, open.row.aantal_ingevuld)),
                },
              ]}
            />
          </div>
        </Dialog>
      ) : null}
      <DeferredConfirmDialog
        open={open?.kind === 'assign'}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        title="Eigenaar toewijzen?"
        description={
          open?.kind === 'assign'
            ? `${open.row.user_naam} wordt eigenaar van ${open.row.camper_naam}. Terugdraaien kan alleen door de eigenaar weer van de camper te halen.`
            : undefined
        }
        cancelLabel="Terug"
        confirmLabel="Toewijzen"
        busyLabel="Bezig..."
        destructive={false}
        onConfirm={() =>
          open?.kind === 'assign' ? status.mutateAsync({ row: open.row, value: 'toegewezen' }) : undefined
        }
      />
      {remove.dialog}
    </ListTab>
  );
}

const styles = {
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: 'md',
    _hover: { '& span:first-of-type': { textDecoration: 'underline' } },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  }),
  status: css({ minW: '40' }),
  dialog: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  photo: css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'lg' }),
};
