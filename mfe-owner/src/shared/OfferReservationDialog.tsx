import { api } from '@camperdeel/client/api';
import type { CoOwner } from '@camperdeel/client/owner-queries';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { swapKeys } from '@camperdeel/client/swaps';
import { formatDateRange } from '@camperdeel/rules/format';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { Select } from '@camperdeel/ui/components/Select';
import { toast } from '@camperdeel/ui/lib/toast';
import { useRef, useState } from 'react';

const ALL = 'iedereen';

export type Offerable = { id: string; start_datum: string; eind_datum: string };

/** Offers one of the owner's reservations to one co-owner or to all of them, after choosing in a dialog (Ruilen and the calendar). */
export function OfferReservationDialog({
  reservation,
  coOwners,
  onClose,
  focusAfterOffer,
}: {
  reservation: Offerable | null;
  coOwners: CoOwner[];
  onClose: () => void;
  /** Where focus goes once the reservation is offered (its offer button goes away with it). */
  focusAfterOffer?: (id: string) => HTMLElement | null;
}) {
  const [to, setTo] = useState<string>(ALL);
  const offered = useRef<string | null>(null);
  const offer = useApiMutation({
    mutationFn: (input: { id: string; aan: string | null }) =>
      request(() =>
        api.owner.reservations[':id'].offer.$post({
          param: { id: input.id },
          json: { aan_user_id: input.aan },
        }),
      ),
    failureTitle: 'Aanbieden mislukt',
    invalidates: [swapKeys.offers],
    onSuccess: (_answer, input) => {
      offered.current = input.id;
      toast.success({ title: 'Reservering aangeboden' });
    },
  });
  return (
    <ConfirmDialog
      open={reservation !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTo(ALL);
          onClose();
        }
      }}
      finalFocus={() => {
        const id = offered.current;
        offered.current = null;
        return id === null ? null : (focusAfterOffer?.(id) ?? null);
      }}
      title="Reservering aanbieden"
      description={
        reservation
          ? `Wie ${formatDateRange(reservation.start_datum, reservation.eind_datum)} overneemt, betaalt de dagen met eigen credits; jij krijgt je credits terug.`
          : undefined
      }
      destructive={false}
      confirmLabel="Aanbieden"
      busyLabel="Aanbieden..."
      onConfirm={() =>
        reservation
          ? offer.mutateAsync({ id: reservation.id, aan: to === ALL ? null : to }).catch(() => undefined)
          : undefined
      }
    >
      <Select
        label="Aanbieden aan"
        value={to}
        onValueChange={setTo}
        options={[
          { value: ALL, label: 'Alle mede-eigenaars' },
          ...coOwners.map((o) => ({ value: o.user_id, label: o.naam })),
        ]}
      />
    </ConfirmDialog>
  );
}
