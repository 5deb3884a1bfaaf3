import { ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { swapQueries } from '@camperdeel/client/swaps';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { OwnerPage } from '../../shared/OwnerPage.tsx';
import { useOwner } from '../../shared/owner-context.ts';
import { OfferableCard } from './OfferableCard.tsx';
import { OffersCard } from './OffersCard.tsx';

/** /mijn-camper/ruilen: offers made and received, and the owner's own trips to offer (docs/product/swaps-and-watches.md). */
export function RuilenPage() {
  const { userId } = useOwner();
  const offers = useApiQuery(swapQueries.offers);
  const reservations = useApiQuery(ownerQueries.reservations);
  const camper = useApiQuery(ownerQueries.camper);
  return (
    <OwnerPage
      title="Ruilen"
      description="Geef een reservering door aan een mede-eigenaar, of neem er een over."
    >
      <QueryState query={offers} failureTitle={FAILURE_TITLES.load}>
        {({ aanbiedingen }) => <OffersCard offers={aanbiedingen} userId={userId} />}
      </QueryState>
      <QueryState query={reservations} failureTitle={FAILURE_TITLES.load}>
        {({ reserveringen }) => (
          <QueryState query={camper} failureTitle={FAILURE_TITLES.ownerLoadCamper}>
            {({ eigenaars }) => (
              <OfferableCard
                reservations={reserveringen}
                coOwners={eigenaars.filter((o) => o.user_id !== userId)}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </OwnerPage>
  );
}
