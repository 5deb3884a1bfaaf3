import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateShort } from '@camperdeel/rules/format';
import { Card } from '@camperdeel/ui/components/Card';
import { Tabs } from '@camperdeel/ui/components/Tabs';
import { ownerApi } from '../owner-data/owner-api.ts';
import { type Loaded, useLoad } from '../owner-data/use-load.ts';
import { type DownloadItem, DownloadList } from './DownloadList.tsx';

function mapLoaded<T>(state: Loaded<T>, map: (data: T) => DownloadItem[]): Loaded<DownloadItem[]> {
  return state.status === 'ok' ? { status: 'ok', data: map(state.data) } : state;
}

/** Card 'Documenten & Facturen' (spec §2): the camper's documents and the owner's own invoices, in two tabs. */
export function DocumentsCard() {
  const documents = useLoad(ownerApi.documents, FAILURE_TITLES.loadDocuments);
  const invoices = useLoad(ownerApi.invoices, FAILURE_TITLES.loadInvoices);
  const documentItems = mapLoaded(documents.state, (data) =>
    data.documenten.map((d) => ({ id: d.id, naam: d.document_naam, detail: null, url: d.document_url })),
  );
  const invoiceItems = mapLoaded(invoices.state, (data) =>
    data.facturen.map((f) => ({
      id: f.id,
      naam: f.factuur_naam,
      detail: f.factuurdatum ? formatDateShort(f.factuurdatum) : null,
      url: f.factuur_url,
    })),
  );
  return (
    <Card title="Documenten & Facturen">
      <Tabs
        label="Documenten en facturen"
        items={[
          {
            value: 'documenten',
            label: 'Documenten',
            content: (
              <DownloadList
                state={documentItems}
                emptyText="Geen documenten beschikbaar"
                onRetry={() => void documents.reload()}
              />
            ),
          },
          {
            value: 'facturen',
            label: 'Facturen',
            content: (
              <DownloadList
                state={invoiceItems}
                emptyText="Geen facturen beschikbaar"
                onRetry={() => void invoices.reload()}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
