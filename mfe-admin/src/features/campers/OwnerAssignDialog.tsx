import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { SearchField } from '@camperdeel/ui/components/SearchField';
import { Spinner } from '@camperdeel/ui/components/Spinner';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { type AdminCamper, admin, type CamperUserCandidate } from '../../shared/admin-api.ts';
import { personDetails } from '../../shared/person-details.ts';
import { adminKeys } from '../../shared/queries.ts';
import { searchCamperUsers } from './campers-api.ts';

/**
 * The owner-assignment dialog (docs/product/admin.md#screens-spec-2 'Admin campers', docs/product/admin.md#states-spec-4): search users, look at one in a user-info popup, assign
 * one to the free slot. A user who is already an owner of this camper, or of another one (one camper per owner),
 * cannot be selected, and the row says why.
 */
export function OwnerAssignDialog({ camper, onClose }: { camper: AdminCamper; onClose: () => void }) {
  // What the search box handed over once typing paused.
  const [asked, setAsked] = useState('');
  const [info, setInfo] = useState<CamperUserCandidate | null>(null);
  const search = useApiQuery({
    queryKey: adminKeys.camperUsers(camper.id, asked),
    queryFn: () => searchCamperUsers(camper.id, asked),
    failureTitle: FAILURE_TITLES.loadCamperUsers,
    // The previous answer stays on screen while the next one is asked, so the list does not blink per key.
    placeholderData: (previous) => previous,
  });

  // An owner more changes the camper's slots, the user's status and the applications' open slots.
  const assign = useApiMutation({
    mutationFn: (user: CamperUserCandidate) =>
      request(() =>
        admin.campers[':id'].owners.$post({ param: { id: camper.id }, json: { user_id: user.id } }),
      ),
    failureTitle: FAILURE_TITLES.assignOwner,
    invalidates: [adminKeys.all],
    onSuccess: () => {
      toast.success({ title: toasts.ownerAssigned.title });
      onClose();
    },
  });
  const assigning = assign.isPending ? (assign.variables?.id ?? null) : null;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          // The user-info popup sits on top; closing it must not close this dialog.
          if (!open && info === null && assigning === null) onClose();
        }}
        title="Eigenaar toewijzen"
        description={`Kies een gebruiker voor een vrij slot van ${camper.naam}.`}
        size="md"
      >
        <div className={styles.body}>
          <SearchField
            value={asked}
            onValueChange={setAsked}
            settles
            label="Zoek gebruiker"
            placeholder="Zoek op naam of e-mail"
          />
          <QueryState
            query={search}
            failureTitle={FAILURE_TITLES.loadCamperUsers}
            loading={<Spinner label="Gebruikers laden..." />}
            empty={
              <p className={styles.empty}>
                {asked ? `Geen gebruikers gevonden voor "${asked}"` : 'Geen gebruikers gevonden'}
              </p>
            }
            isEmpty={(answer) => answer.users.length === 0}
          >
            {({ users, totaal }) => (
              <>
                {totaal > users.length ? (
                  <p className={styles.empty}>
                    {users.length} van {totaal} gebruikers getoond: zoek om de juiste te vinden.
                  </p>
                ) : null}
                <ul className={styles.list} aria-label="Gebruikers">
                  {users.map((user) => {
                    const ownsOther = user.eigen_camper_id !== null && !user.is_eigenaar;
                    const reasonId = `eigenaar-elders-${user.id}`;
                    return (
                      <li key={user.id} className={styles.row}>
                        <Avatar name={user.naam} src={user.profielfoto_url} size="sm" />
                        <div className={styles.who}>
                          <span className={styles.name}>{user.naam}</span>
                          <span className={styles.email}>{user.email}</span>
                        </div>
                        <div className={styles.end}>
                          {user.is_eigenaar ? <Badge tone="success">Al eigenaar</Badge> : null}
                          {ownsOther ? (
                            <span id={reasonId} className={styles.reason}>
                              Eigenaar van {user.eigen_camper_naam ?? 'een andere camper'}
                            </span>
                          ) : null}
                          {user.heeft_aanmelding ? <Badge tone="info">Aangemeld</Badge> : null}
                          <IconButton
                            label={`Gegevens van ${user.naam}`}
                            icon={Info}
                            onClick={() => setInfo(user)}
                          />
                          <Button
                            size="sm"
                            disabled={
                              user.is_eigenaar || ownsOther || (assigning !== null && assigning !== user.id)
                            }
                            aria-describedby={ownsOther ? reasonId : undefined}
                            busy={assigning === user.id}
                            busyLabel="Toewijzen..."
                            aria-label={`${user.naam} toewijzen`}
                            onClick={() => assign.mutate(user)}
                          >
                            Toewijzen
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </QueryState>
        </div>
      </Dialog>
      {info ? (
        <Dialog
          open
          onClose={() => setInfo(null)}
          title={info.naam}
          description="Gebruikersinformatie"
          size="sm"
        >
          <div className={styles.body}>
            <Avatar name={info.naam} src={info.profielfoto_url} size="lg" />
            <DetailList items={personDetails(info)} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  empty: css({ color: 'fg.muted', py: '4', textAlign: 'center' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  // On a phone the name takes the first line and the badges, reason and buttons the second, so nothing is
  // squeezed to a letter per line or pushed past the dialog's edge.
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  who: css({ display: 'flex', flexDirection: 'column', flex: '1 1 10rem', minW: '0' }),
  end: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: '2',
    ml: 'auto',
  }),
  name: css({ fontWeight: 'medium' }),
  email: css({ fontSize: 'sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis' }),
  reason: css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'end', maxW: '9rem' }),
};
