import { ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Card } from '@camperdeel/ui/components/Card';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { UsersRound } from 'lucide-react';
import { OwnerDetails } from '../../shared/OwnerDetailsDialog.tsx';
import { OwnerPage } from '../../shared/OwnerPage.tsx';
import { useOwner } from '../../shared/owner-context.ts';

/**
 * /mijn-camper/mede-eigenaars (docs/product/README.md#departures-from-the-spec-architecture-9: built for real instead of the spec's dead link): the other owners
 * of the camper, each with photo, name, description, e-mail and phone.
 */
export function MedeEigenaarsPage() {
  const { userId } = useOwner();
  const camper = useApiQuery(ownerQueries.camper);
  return (
    <OwnerPage
      title="Mede-eigenaars"
      description={camper.data ? `De andere eigenaars van ${camper.data.camper.naam}` : undefined}
    >
      <QueryState
        query={camper}
        failureTitle={FAILURE_TITLES.ownerLoadCamper}
        keepDataOnError
        isEmpty={(data) => data.eigenaars.every((o) => o.user_id === userId)}
        empty={<EmptyState title="Je hebt nog geen mede-eigenaars." icon={<UsersRound />} />}
      >
        {(data) =>
          data.eigenaars
            .filter((o) => o.user_id !== userId)
            .map((owner) => (
              <Card key={owner.user_id}>
                <OwnerDetails owner={owner} asHeading />
              </Card>
            ))
        }
      </QueryState>
    </OwnerPage>
  );
}
