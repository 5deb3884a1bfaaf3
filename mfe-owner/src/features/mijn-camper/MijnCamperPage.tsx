import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { HandoverLogCard } from '../coowner/HandoverLogCard.tsx';
import { ownerApi } from '../owner-data/owner-api.ts';
import { useLoad } from '../owner-data/use-load.ts';
import { CamperCard } from './CamperCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';

/** /mijn-camper (spec §2): the camper with its owners, then documents and invoices. */
export function MijnCamperPage() {
  const camper = useLoad(ownerApi.camper, FAILURE_TITLES.ownerLoadCamper);
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
          onRetry={() => void camper.reload()}
        />
      )}
      <DocumentsCard />
      <HandoverLogCard />
    </div>
  );
}
