import { ownerQueries } from '@camperdeel/client/owner-queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { useLoaded } from '../../shared/use-loaded.ts';
import { HandoverLogCard } from '../handovers/HandoverLogCard.tsx';
import { CamperCard } from './CamperCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';

/** /mijn-camper (docs/product/owner.md#screens-spec-2): the camper with its owners, then documents and invoices. */
export function MijnCamperPage() {
  const camper = useLoaded(ownerQueries.camper);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {camper.state.status === 'ok' ? (
        <CamperCard data={camper.state.data} />
      ) : camper.state.status === 'loading' ? (
        <Loading label="Je camper wordt geladen..." />
      ) : (
        <ErrorFallback
          title={FAILURE_TITLES.ownerLoadCamper}
          description={camper.state.message}
          onRetry={camper.retry}
        />
      )}
      <DocumentsCard />
      <HandoverLogCard />
    </div>
  );
}
