import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { CAMPER_STATUS_LABELS, CAMPER_STATUSES, EMPTY_SLOT_LABEL } from '@camperdeel/rules/camper';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { Button } from '@camperdeel/ui/components/Button';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { Select } from '@camperdeel/ui/components/Select';
import { Switch } from '@camperdeel/ui/components/Switch';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Caravan, ClipboardList, Pencil, Plus, Sun, Trash2, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import { actionsColumn, laidOutNearScreen } from '../../shared/actions-column.ts';
import { type AdminCamper, admin, type CamperDialog, type CamperOwner } from '../../shared/admin-api.ts';
import { useRowDelete } from '../../shared/DeleteDialog.tsx';
import { ListTab } from '../../shared/ListTab.tsx';
import { pagesOf, usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { CamperFormDialog } from './CamperFormDialog.tsx';
import { OwnerAssignDialog } from './OwnerAssignDialog.tsx';
import { OwnerInfoDialog } from './OwnerInfoDialog.tsx';

/** docs/product/README.md#departures-from-the-spec-architecture-9: delete is built for real; a camper with owners or reservations gets the server's 409 message. */
const CAMPER_DELETED = 'Camper verwijderd';

const STATUS_OPTIONS = CAMPER_STATUSES.map((value) => ({ value, label: CAMPER_STATUS_LABELS[value] }));

type Open =
  | { kind: 'form'; camper: AdminCamper | null }
  | { kind: 'assign'; camper: AdminCamper }
  | { kind: 'owner'; camper: AdminCamper; owner: CamperOwner }
  | { kind: 'blocks'; camper: AdminCamper }
  | { kind: 'handovers'; camper: AdminCamper }
  | { kind: 'rounds'; camper: AdminCamper }
  | null;

/**
 * /admin/dashboard/campers (docs/product/admin.md#screens-spec-2 'Admin campers'). The blocks and the handover log
 * of a camper are features of their own, handed in by the area.
 */
export function CampersTab({
  rowDialogs,
}: {
  rowDialogs: Record<'blocks' | 'handovers' | 'rounds', CamperDialog>;
}) {
  const { blocks: BlocksDialog, handovers: HandoversDialog, rounds: RoundsDialog } = rowDialogs;
  const campers = usePagedList(adminKeys.campersPages, pagesOf(admin.campers), FAILURE_TITLES.loadCampers);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const status = useApiMutation({
    mutationFn: ({ camper, value }: { camper: AdminCamper; value: AdminCamper['status'] }) =>
      request(() =>
        admin.campers[':id'].status.$patch({ param: { id: camper.id }, json: { status: value } }),
      ),
    failureTitle: FAILURE_TITLES.changeStatus,
    invalidates: [adminKeys.campers],
    onSuccess: () => toast.success({ title: toasts.statusChanged.title }),
  });

  const setStatus = status.mutate;

  const visibility = useApiMutation({
    mutationFn: ({ camper, visible }: { camper: AdminCamper; visible: boolean }) =>
      request(() =>
        admin.campers[':id'].visibility.$patch({
          param: { id: camper.id },
          json: { toont_in_camper_vinden: visible },
        }),
      ),
    failureTitle: FAILURE_TITLES.toggleVisibility,
    invalidates: [adminKeys.campers],
    onSuccess: () => toast.success({ title: toasts.visibilityChanged.title }),
  });

  const setVisible = visibility.mutate;

  const remove = useRowDelete({
    remove: (camper: AdminCamper) =>
      request(() => admin.campers[':id'].$delete({ param: { id: camper.id } })),
    failureTitle: FAILURE_TITLES.deleteUser,
    invalidates: [adminKeys.campers],
    deleted: CAMPER_DELETED,
    describe: (camper) =>
      `Weet je zeker dat je ${camper.naam} wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.`,
  });

  const askDelete = remove.ask;
  const columns = useMemo<TableColumn<AdminCamper>[]>(
    () => [
      {
        key: 'foto',
        header: 'Foto',
        hideHeader: true,
        cell: (c) =>
          c.hoofdfoto_url ? (
            <img src={c.hoofdfoto_url} alt={c.naam} className={styles.photo} />
          ) : (
            <span className={styles.noPhoto} role="img" aria-label={`Geen foto van ${c.naam}`}>
              <Caravan aria-hidden="true" />
            </span>
          ),
      },
      {
        key: 'details',
        header: 'Details',
        cell: (c) => (
          <div className={styles.details}>
            <span className={styles.name}>{c.naam}</span>
            <span>
              {c.merk} - {c.model}
            </span>
            <span className={styles.muted}>
              {c.aantal_zitplaatsen} zitplaatsen · {c.aantal_bedden} bedden
            </span>
          </div>
        ),
      },
      {
        key: 'eigenaars',
        header: 'Eigenaars',
        className: laidOutNearScreen,
        cell: (c) => (
          <ul className={styles.slots} aria-label={`Eigenaars van ${c.naam}`}>
            {c.eigenaars.map((owner) => (
              <li key={owner.user_id}>
                <button
                  type="button"
                  className={styles.slotButton}
                  aria-label={`Eigenaar ${owner.naam}`}
                  onClick={() => setOpen({ kind: 'owner', camper: c, owner })}
                >
                  <Avatar name={owner.naam} src={owner.profielfoto_url} size="sm" />
                </button>
              </li>
            ))}
            {Array.from({ length: c.open_sloten }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing but their position
              <li key={`vrij-${i}`}>
                <button
                  type="button"
                  className={styles.emptySlot}
                  aria-label={`${EMPTY_SLOT_LABEL}: eigenaar toewijzen`}
                  onClick={() => setOpen({ kind: 'assign', camper: c })}
                >
                  <Plus aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ),
      },
      {
        key: 'status',
        header: 'Status',
        className: laidOutNearScreen,
        cell: (c) => (
          <Select
            inList
            aria-label={`Status van ${c.naam}`}
            options={STATUS_OPTIONS}
            value={c.status}
            onValueChange={(value) => {
              if (value !== c.status) setStatus({ camper: c, value: value as AdminCamper['status'] });
            }}
            className={styles.status}
          />
        ),
      },
      actionsColumn((c) => (
        <div className={styles.actions}>
          <Switch
            label={`${c.naam} tonen in camper vinden`}
            hideLabel
            checked={c.toont_in_camper_vinden}
            onCheckedChange={(visible) => setVisible({ camper: c, visible })}
          />
          <IconButton
            label={`Blokkades van ${c.naam}`}
            icon={Wrench}
            onClick={() => setOpen({ kind: 'blocks', camper: c })}
          />
          <IconButton
            label={`Overdrachtlogboek van ${c.naam}`}
            icon={ClipboardList}
            onClick={() => setOpen({ kind: 'handovers', camper: c })}
          />
          <IconButton
            label={`Wensrondes van ${c.naam}`}
            icon={Sun}
            onClick={() => setOpen({ kind: 'rounds', camper: c })}
          />
          <IconButton
            label={`${c.naam} bewerken`}
            icon={Pencil}
            onClick={() => setOpen({ kind: 'form', camper: c })}
          />
          <IconButton label={`${c.naam} verwijderen`} icon={Trash2} onClick={() => askDelete(c)} />
        </div>
      )),
    ],
    [setStatus, setVisible, askDelete],
  );

  return (
    <ListTab
      title="Campers"
      description="Campers toevoegen en bewerken, eigenaars toewijzen, status en zichtbaarheid."
      actions={
        <Button onClick={() => setOpen({ kind: 'form', camper: null })}>
          <Plus aria-hidden="true" />
          Nieuwe camper toevoegen
        </Button>
      }
      list={campers}
      rowsOf={(page) => page.campers}
      noun={['camper', 'campers']}
      columns={columns}
      rowKey={(c) => c.id}
      search={{ label: 'Zoek camper', placeholder: 'Zoek op naam, merk of model' }}
    >
      {open?.kind === 'form' ? <CamperFormDialog camper={open.camper} onClose={close} /> : null}
      {open?.kind === 'assign' ? <OwnerAssignDialog camper={open.camper} onClose={close} /> : null}
      {open?.kind === 'owner' ? (
        <OwnerInfoDialog camper={open.camper} owner={open.owner} onClose={close} />
      ) : null}
      {open?.kind === 'blocks' ? <BlocksDialog camper={open.camper} onClose={close} /> : null}
      {open?.kind === 'handovers' ? <HandoversDialog camper={open.camper} onClose={close} /> : null}
      {open?.kind === 'rounds' ? <RoundsDialog camper={open.camper} onClose={close} /> : null}
      {remove.dialog}
    </ListTab>
  );
}

const styles = {
  photo: css({ w: '20', h: '14', objectFit: 'cover', borderRadius: 'md', display: 'block' }),
  noPhoto: css({
    display: 'grid',
    placeItems: 'center',
    w: '20',
    h: '14',
    borderRadius: 'md',
    bg: 'bg.muted',
    color: 'fg.subtle',
  }),
  details: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '40' }),
  name: css({ fontWeight: 'semibold' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  slots: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1.5',
    listStyle: 'none',
    p: '0',
    m: '0',
    minW: '32',
  }),
  slotButton: css({
    display: 'inline-flex',
    borderRadius: 'full',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  }),
  emptySlot: css({
    display: 'grid',
    placeItems: 'center',
    w: '8',
    h: '8',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border.strong',
    color: 'fg.muted',
    cursor: 'pointer',
    '& svg': { w: '4', h: '4' },
    _hover: { borderColor: 'brand.default', color: 'brand.text' },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  }),
  status: css({ minW: '44' }),
  actions: css({ display: 'inline-flex', alignItems: 'center', gap: '1' }),
};
