import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Avatar } from '@camperdeel/ui/components/Avatar';
import { Button } from '@camperdeel/ui/components/Button';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { DetailList } from '@camperdeel/ui/components/DetailList';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { type AdminCamper, admin, type CamperOwner } from '../../shared/admin-api.ts';
import { personDetails } from '../../shared/person-details.ts';
import { adminKeys } from '../../shared/queries.ts';

/** docs/product/README.md#departures-from-the-spec-architecture-9: owner removal is built for real (future reservations go, their credits come back). */
const OWNER_REMOVED = 'Eigenaar verwijderd';

/** The owner-info dialog (docs/product/admin.md#screens-spec-2 'Admin campers') with the 'remove owner' action. */
export function OwnerInfoDialog({
  camper,
  owner,
  onClose,
}: {
  camper: AdminCamper;
  owner: CamperOwner;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);

  // An owner leaving changes the camper's slots, the user's status and the applications' open slots.
  const removal = useApiMutation({
    mutationFn: () =>
      request(() =>
        admin.campers[':id'].owners[':userId'].$delete({ param: { id: camper.id, userId: owner.user_id } }),
      ),
    failureTitle: FAILURE_TITLES.deleteUser,
    invalidates: [adminKeys.all],
    onSuccess: () => {
      toast.success({ title: OWNER_REMOVED });
      onClose();
    },
  });

  async function remove() {
    await removal.mutateAsync();
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          // The confirmation sits on top; closing it must not close this dialog.
          if (!open && !confirming) onClose();
        }}
        title={owner.naam}
        description={`Eigenaar van ${camper.naam}`}
        footer={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <UserMinus aria-hidden="true" />
            Eigenaar verwijderen
          </Button>
        }
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Avatar name={owner.naam} src={owner.profielfoto_url} size="lg" />
          <DetailList items={personDetails(owner)} />
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        description={`${owner.naam} is dan geen eigenaar meer van ${camper.naam}. Toekomstige reserveringen op deze camper worden verwijderd en de credits teruggestort.`}
        confirmLabel="Eigenaar verwijderen"
        busyLabel="Bezig met verwijderen..."
        onConfirm={remove}
      />
    </>
  );
}
