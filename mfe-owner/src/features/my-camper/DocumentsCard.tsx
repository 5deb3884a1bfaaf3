import { ownerQueries } from '@camperdeel/client/owner-queries';
import { useApiQuery } from '@camperdeel/client/queries';
import { formatDateShort, formatEuro } from '@camperdeel/rules/format';
import { Card } from '@camperdeel/ui/components/Card';
import { Tabs } from '@camperdeel/ui/components/Tabs';
import { DownloadList } from './DownloadList.tsx';

/** What an owner needs to know of an invoice at a glance: amount, date, and when it is due. */
export function invoiceDetail(f: {
  bedrag: number | null;
  factuurdatum: string | null;
  vervaldatum: string | null;
}): string | null {
  const parts = [
    f.bedrag === null ? null : formatEuro(f.bedrag),
    f.factuurdatum ? formatDateShort(f.factuurdatum) : null,
    f.vervaldatum ? `te betalen vóór ${formatDateShort(f.vervaldatum)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Card 'Documenten & Facturen' (docs/product/owner.md#screens-spec-2): the camper's documents and the owner's own invoices, in two tabs. */
export function DocumentsCard() {
  const documents = useApiQuery(ownerQueries.documents);
  const invoices = useApiQuery(ownerQueries.invoices);
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
                query={documents}
                toItems={(data) =>
                  data.documenten.map((d) => ({
                    id: d.id,
                    naam: d.document_naam,
                    detail: null,
                    url: d.document_url,
                  }))
                }
                emptyText="Geen documenten beschikbaar"
              />
            ),
          },
          {
            value: 'facturen',
            label: 'Facturen',
            content: (
              <DownloadList
                query={invoices}
                toItems={(data) =>
                  data.facturen.map((f) => ({
                    id: f.id,
                    naam: f.factuur_naam,
                    detail: invoiceDetail(f),
                    url: f.factuur_url,
                    status: f.betaald
                      ? { label: 'Betaald', tone: 'success' }
                      : { label: 'Onbetaald', tone: 'warning' },
                  }))
                }
                emptyText="Geen facturen beschikbaar"
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
