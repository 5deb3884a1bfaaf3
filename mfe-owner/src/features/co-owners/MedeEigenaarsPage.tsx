import { ownerQueries } from '@camperdeel/client/owner-queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Card } from '@camperdeel/ui/components/Card';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { UsersRound } from 'lucide-react';
import { useOwner } from '../../shared/owner-context.ts';
import { useLoaded } from '../../shared/use-loaded.ts';
import { OwnerDetails } from '../my-camper/OwnerDetailsDialog.tsx';

/**
 * /mijn-camper/mede-eigenaars (docs/product/README.md#departures-from-the-spec-architecture-9: built for real instead of the spec's dead link): the other owners
 * of the camper, each with photo, name, description, e-mail and phone.
 */
export function MedeEigenaarsPage() {
  const { userId } = useOwner();
  const loaded = useLoaded(ownerQueries.camper);
  const others =
    loaded.state.status === 'ok' ? loaded.state.data.eigenaars.filter((o) => o.user_id !== userId) : [];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title="Mede-eigenaars"
        description={
          loaded.state.status === 'ok'
            ? `De andere eigenaars van ${loaded.state.data.camper.naam}`
            : undefined
        }
      />
      {loaded.state.status === 'loading' ? <Loading /> : null}
      {loaded.state.status === 'error' ? (
        <ErrorFallback
          title={FAILURE_TITLES.ownerLoadCamper}
          description={loaded.state.message}
          onRetry={loaded.retry}
        />
      ) : null}
      {loaded.state.status === 'ok' && others.length === 0 ? (
        <EmptyState title="Je hebt nog geen mede-eigenaars." icon={<UsersRound />} />
      ) : null}
      {others.map((owner) => (
        <Card key={owner.user_id}>
          <OwnerDetails owner={owner} asHeading />
        </Card>
      ))}
    </div>
  );
}
