import { ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { HandoverLogCard } from '../../shared/handovers/HandoverLogCard.tsx';
import { CareCard } from '../care/CareCard.tsx';
import { KostenCard } from '../costs/KostenCard.tsx';
import { SwapLinksCard } from '../offers/SwapLinksCard.tsx';
import { CamperCard } from './CamperCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';

/** /mijn-camper (docs/product/owner.md#screens-spec-2): the camper with its owners, then documents and invoices. */
export function MijnCamperPage() {
  const camper = useApiQuery(ownerQueries.camper);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <QueryState
        query={camper}
        failureTitle={FAILURE_TITLES.ownerLoadCamper}
        loading={<Loading label="Je camper wordt geladen..." />}
        keepDataOnError
      >
        {(data) => <CamperCard data={data} />}
      </QueryState>
      <SwapLinksCard />
      <DocumentsCard />
      <KostenCard />
      <HandoverLogCard />
      <CareCard />
    </div>
  );
}
