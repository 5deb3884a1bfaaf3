import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { USER_STATUS_LABELS } from '@camperdeel/rules/camper';
import { FAILURE_TITLES, MESSAGES, toasts } from '@camperdeel/rules/errors';
import { ActionMenu } from '@camperdeel/ui/components/ActionMenu';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Coins, Eye, KeyRound, Pencil, Trash2, UserPlus, VenetianMask } from 'lucide-react';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { lazyNamed } from '../../../../federation/lazy-page.tsx';
import { actionsColumn } from '../../shared/actions-column.ts';
import { type AdminUser, admin } from '../../shared/admin-api.ts';
import { useRowDelete } from '../../shared/DeleteDialog.tsx';
import { ListTab } from '../../shared/ListTab.tsx';
import { pagesOf, usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';

// The users' forms (Ark's dialog, zod, react-hook-form) load when one is opened, not with the users list.
const UserCreateDialog = lazyNamed(() => import('./UserCreateDialog.tsx'), 'UserCreateDialog');
const UserEditDialog = lazyNamed(() => import('./UserEditDialog.tsx'), 'UserEditDialog');
const CreditsDialog = lazyNamed(() => import('./CreditsDialog.tsx'), 'CreditsDialog');

/** Loads the users' dialogs (settles when all are there). */
export async function preloadUserDialogs(): Promise<void> {
  await Promise.all([UserCreateDialog.preload(), UserEditDialog.preload(), CreditsDialog.preload()]);
}

type Open = { kind: 'create' } | { kind: 'edit' | 'credits'; user: AdminUser } | null;

function action(label: string, icon: ReactNode, onClick: () => void) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </Button>
  );
}

/** /admin/dashboard, the users tab (docs/product/admin.md#screens-spec-2 'Admin users tab'). */
export function UsersTab() {
  const users = usePagedList(adminKeys.usersPages, pagesOf(admin.users), FAILURE_TITLES.loadUsers);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const sendReset = useApiMutation({
    mutationFn: (user: AdminUser) =>
      request(() => admin.users[':id']['password-reset'].$post({ param: { id: user.id } })),
    failureTitle: FAILURE_TITLES.passwordReset,
    onSuccess: (_answer, user) =>
      toast.success({ title: toasts.passwordResetSent.title, description: user.email }),
  });

  const remove = useRowDelete({
    remove: (user: AdminUser) => request(() => admin.users[':id'].$delete({ param: { id: user.id } })),
    failureTitle: FAILURE_TITLES.deleteUser,
    // A deleted user leaves their owner slot and applications: the campers and applications tabs change too.
    invalidates: [adminKeys.users, adminKeys.campers, adminKeys.applications],
    deleted: toasts.userDeleted.title,
    // The spec's warning, under a title that names whom it is about.
    title: (user) => `${user.naam} verwijderen?`,
    describe: () => MESSAGES.confirmUserDelete,
  });

  const resetFor = sendReset.mutate;
  const askDelete = remove.ask;
  const columns = useMemo<TableColumn<AdminUser>[]>(
    () => [
      {
        key: 'foto',
        header: 'Foto',
        hideHeader: true,
        cell: (u) => <Avatar name={u.naam} src={u.profielfoto_url} size="sm" />,
      },
      { key: 'naam', header: 'Naam', cell: (u) => <span className={styles.name}>{u.naam}</span> },
      { key: 'email', header: 'E-mail', cell: (u) => u.email },
      { key: 'telefoon', header: 'Telefoonnummer', cell: (u) => u.telefoonnummer ?? '—' },
      { key: 'aanmeldingen', header: 'Aanmeldingen', align: 'end', cell: (u) => u.aanmeldingen_count },
      {
        key: 'status',
        header: 'Status',
        cell: (u) => (
          <span className={styles.badges}>
            <Badge tone={u.status === 'eigenaar' ? 'success' : 'neutral'}>
              {USER_STATUS_LABELS[u.status]}
            </Badge>
            {u.is_admin ? <Badge tone="brand">Admin</Badge> : null}
          </span>
        ),
      },
      // The two everyday actions stay in sight; the rarer ones sit in one menu, so the row fits on any screen.
      actionsColumn((u) => (
        <div className={styles.actions}>
          {action(`${u.naam} bewerken`, <Pencil aria-hidden="true" />, () =>
            setOpen({ kind: 'edit', user: u }),
          )}
          {action(`Credits van ${u.naam} beheren`, <Coins aria-hidden="true" />, () =>
            setOpen({ kind: 'credits', user: u }),
          )}
          <ActionMenu
            label={`Meer acties voor ${u.naam}`}
            items={[
              {
                value: 'reset',
                label: 'Wachtwoord reset versturen',
                icon: <KeyRound aria-hidden="true" />,
                onSelect: () => resetFor(u),
              },
              {
                value: 'details',
                label: 'Details bekijken',
                icon: <Eye aria-hidden="true" />,
                onSelect: () => toast.info({ title: 'Details', description: 'Functie komt binnenkort' }),
              },
              {
                value: 'inloggen',
                label: 'Inloggen als gebruiker',
                icon: <VenetianMask aria-hidden="true" />,
                onSelect: () =>
                  toast.info({
                    title: 'Inloggen als gebruiker',
                    description: 'Deze functie wordt binnenkort toegevoegd.',
                  }),
              },
              {
                value: 'verwijderen',
                label: 'Verwijderen',
                icon: <Trash2 aria-hidden="true" />,
                danger: true,
                onSelect: () => askDelete(u),
              },
            ]}
          />
        </div>
      )),
    ],
    [resetFor, askDelete],
  );

  return (
    <ListTab
      title="Gebruikers"
      description="Gebruikers aanmaken en beheren, met hun credits."
      actions={
        <Button onClick={() => setOpen({ kind: 'create' })}>
          <UserPlus aria-hidden="true" />
          Nieuwe gebruiker
        </Button>
      }
      exportOf={{ path: '/api/admin/users/export' }}
      list={users}
      rowsOf={(page) => page.users}
      noun={['gebruiker', 'gebruikers']}
      columns={columns}
      rowKey={(u) => u.id}
      search={{ label: 'Zoek gebruiker', placeholder: 'Zoek op naam, e-mail of telefoon' }}
    >
      {/* Its own boundary: while a dialog's chunk loads, the list stays as it is. */}
      <Suspense fallback={null}>
        {open?.kind === 'create' ? <UserCreateDialog onClose={close} /> : null}
        {open?.kind === 'edit' ? <UserEditDialog user={open.user} onClose={close} /> : null}
        {open?.kind === 'credits' ? <CreditsDialog user={open.user} onClose={close} /> : null}
      </Suspense>
      {remove.dialog}
    </ListTab>
  );
}

const styles = {
  name: css({ fontWeight: 'medium' }),
  badges: css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' }),
  actions: css({ display: 'inline-flex', gap: '0.5', justifyContent: 'flex-end' }),
};
