import { api } from '@camperdeel/client/api';
import { ownerKeys } from '@camperdeel/client/owner-queries';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { type Offer, swapKeys } from '@camperdeel/client/swaps';
import { formatDateRange } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { confirmAbout } from '@camperdeel/ui/lib/confirm-about';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { dividedList, listRow } from '../../shared/list-styles.ts';

const STATUS_LABELS: Record<Offer['status'], string> = {
  open: 'Open',
  geaccepteerd: 'Overgenomen',
  ingetrokken: 'Ingetrokken',
  vervallen: 'Verlopen',
};

/** A taken offer changes the calendar and both owners' credits. */
const AFTER_SWAP = [swapKeys.offers, ownerKeys.reservations, ownerKeys.credits];

type Pending = { offer: Offer; action: 'accept' | 'withdraw' };

function who(offer: Offer, userId: string): string {
  if (offer.van_user_id === userId) {
    return offer.aan_naam === null
      ? 'Aangeboden aan alle mede-eigenaars'
      : `Aangeboden aan ${offer.aan_naam}`;
  }
  return offer.aan_user_id === null
    ? `Van ${offer.van_naam}, voor alle mede-eigenaars`
    : `Van ${offer.van_naam}, voor jou`;
}

/** Offers made and received: take one over or withdraw your own, each after a confirmation. */
export function OffersCard({ offers, userId }: { offers: Offer[]; userId: string }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const accept = useApiMutation({
    mutationFn: (id: string) => request(() => api.owner.offers[':id'].accept.$post({ param: { id } })),
    failureTitle: 'Overnemen mislukt',
    invalidates: AFTER_SWAP,
    onSuccess: () =>
      toast.success({ title: 'Reservering overgenomen', description: 'De credits zijn afgeboekt.' }),
  });
  const withdraw = useApiMutation({
    mutationFn: (id: string) => request(() => api.owner.offers[':id'].$delete({ param: { id } })),
    failureTitle: 'Intrekken mislukt',
    invalidates: [swapKeys.offers],
    onSuccess: () => toast.success({ title: 'Aanbod ingetrokken' }),
  });
  const accepting = pending?.action === 'accept';
  return (
    <Card
      title="Aanbiedingen"
      description="Reserveringen die jij aanbiedt en die je mede-eigenaars aanbieden."
    >
      {offers.length === 0 ? (
        <EmptyState title="Er zijn nog geen aanbiedingen." icon={<Repeat />} />
      ) : (
        <ul className={dividedList} aria-label="Aanbiedingen">
          {offers.map((offer) => {
            const mine = offer.van_user_id === userId;
            const range = formatDateRange(offer.start_datum, offer.eind_datum);
            return (
              <li key={offer.id} className={listRow}>
                <div className={css({ flex: '1', minW: 0 })}>
                  <p className={css({ fontWeight: 'medium' })}>{range}</p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{who(offer, userId)}</p>
                  <Badge tone={offer.status === 'open' ? 'info' : 'neutral'}>
                    {STATUS_LABELS[offer.status]}
                  </Badge>
                </div>
                {offer.status === 'open' ? (
                  <Button
                    size="sm"
                    variant={mine ? 'outline' : 'solid'}
                    aria-label={`${mine ? 'Intrekken' : 'Overnemen'}: ${range}`}
                    onClick={() => setPending({ offer, action: mine ? 'withdraw' : 'accept' })}
                  >
                    {mine ? 'Intrekken' : 'Overnemen'}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        {...confirmAbout(
          pending,
          () => setPending(null),
          ({ offer }) => (accepting ? accept : withdraw).mutateAsync(offer.id).catch(() => undefined),
        )}
        title={accepting ? 'Reservering overnemen?' : 'Aanbod intrekken?'}
        description={
          pending
            ? accepting
              ? `Je neemt ${formatDateRange(pending.offer.start_datum, pending.offer.eind_datum)} over van ${pending.offer.van_naam}. De dagen worden van jouw credits afgeboekt.`
              : `Je aanbod voor ${formatDateRange(pending.offer.start_datum, pending.offer.eind_datum)} vervalt; de reservering blijft van jou.`
            : undefined
        }
        destructive={!accepting}
        confirmLabel={accepting ? 'Overnemen' : 'Intrekken'}
        busyLabel={accepting ? 'Overnemen...' : 'Intrekken...'}
      />
    </Card>
  );
}
