import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { INVOICE_PAID_LABELS } from '@camperdeel/rules/camper';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { formatDateShort, formatEuro, formatFileSize } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { FilePlus2, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { actionsColumn } from '../../shared/actions-column.ts';
import { type AdminInvoice, admin } from '../../shared/admin-api.ts';
import { useRowDelete } from '../../shared/DeleteDialog.tsx';
import { FileRowActions } from '../../shared/FileRowActions.tsx';
import { ListTab } from '../../shared/ListTab.tsx';
import { pagesOf, usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { TitledCell } from '../../shared/TitledCell.tsx';
import { GenerateInvoicesDialog } from './GenerateInvoicesDialog.tsx';
import { InvoiceUploadDialog } from './InvoiceUploadDialog.tsx';

const paidLabel = (betaald: boolean) =>
  betaald ? INVOICE_PAID_LABELS.betaald : INVOICE_PAID_LABELS.onbetaald;

type Open = { kind: 'upload' | 'generate' } | null;

/** /admin/dashboard/facturen (docs/product/admin.md#screens-spec-2 'Admin invoices'): upload, download, toggle paid (the badge), delete. */
export function InvoicesTab() {
  const invoices = usePagedList(adminKeys.invoices, pagesOf(admin.invoices), FAILURE_TITLES.load);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const paid = useApiMutation({
    mutationFn: (factuur: AdminInvoice) =>
      request(() =>
        admin.invoices[':id'].$patch({ param: { id: factuur.id }, json: { betaald: !factuur.betaald } }),
      ),
    failureTitle: FAILURE_TITLES.update,
    invalidates: [adminKeys.invoices],
    onSuccess: ({ factuur }) =>
      toast.success({
        title: toasts.invoicePaidStatusUpdated.title,
        description: paidLabel(factuur.betaald),
      }),
  });
  const toggling = paid.isPending ? paid.variables?.id : undefined;

  const remove = useRowDelete({
    remove: (factuur: AdminInvoice) =>
      request(() => admin.invoices[':id'].$delete({ param: { id: factuur.id } })),
    failureTitle: FAILURE_TITLES.delete,
    invalidates: [adminKeys.invoices],
    deleted: toasts.invoiceDeleted.title,
    describe: (factuur) =>
      `Factuur ${factuur.factuur_nummer} wordt verwijderd. Deze actie kan niet ongedaan worden gemaakt.`,
  });

  const askDelete = remove.ask;
  const togglePaid = paid.mutate;
  const columns = useMemo<TableColumn<AdminInvoice>[]>(
    () => [
      {
        key: 'factuur',
        header: 'Factuur',
        cell: (f) => (
          <TitledCell
            title={f.factuur_naam}
            detail={`${f.factuur_nummer} · ${formatFileSize(f.bestandsgrootte)}`}
          />
        ),
      },
      { key: 'gebruiker', header: 'Gebruiker', cell: (f) => f.naam },
      {
        key: 'bedrag',
        header: 'Bedrag',
        align: 'end',
        cell: (f) => (f.bedrag === null ? '—' : formatEuro(f.bedrag)),
      },
      {
        key: 'datums',
        header: 'Factuurdatum',
        cell: (f) => (
          <span className={styles.stack}>
            <span>{f.factuurdatum ? formatDateShort(f.factuurdatum) : '—'}</span>
            {f.vervaldatum ? (
              <span className={styles.muted}>Vervalt {formatDateShort(f.vervaldatum)}</span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'betaald',
        header: 'Status',
        cell: (f) => (
          <button
            type="button"
            className={styles.badgeButton}
            onClick={() => togglePaid(f)}
            disabled={toggling === f.id}
            title={f.betaald ? 'Klik om als onbetaald te markeren' : 'Klik om als betaald te markeren'}
          >
            <Badge tone={f.betaald ? 'success' : 'warning'}>{paidLabel(f.betaald)}</Badge>
          </button>
        ),
      },
      actionsColumn((f) => (
        <FileRowActions name={f.factuur_naam} url={f.factuur_url} onDelete={() => askDelete(f)} />
      )),
    ],
    [askDelete, togglePaid, toggling],
  );

  return (
    <ListTab
      title="Facturen"
      description="Facturen uploaden en als betaald of onbetaald markeren."
      actions={
        <div className={styles.headerActions}>
          <Button variant="outline" onClick={() => setOpen({ kind: 'generate' })}>
            <FilePlus2 aria-hidden="true" />
            Facturen maken
          </Button>
          <Button onClick={() => setOpen({ kind: 'upload' })}>
            <Upload aria-hidden="true" />
            Factuur uploaden
          </Button>
        </div>
      }
      exportOf={{ path: '/api/admin/invoices/export' }}
      list={invoices}
      rowsOf={(page) => page.facturen}
      noun={['factuur', 'facturen']}
      columns={columns}
      rowKey={(f) => f.id}
      search={{ label: 'Zoek factuur', placeholder: 'Zoek op gebruiker, factuurnummer of naam' }}
    >
      {open?.kind === 'upload' ? <InvoiceUploadDialog onClose={close} /> : null}
      {open?.kind === 'generate' ? <GenerateInvoicesDialog onClose={close} /> : null}
      {remove.dialog}
    </ListTab>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  badgeButton: css({
    cursor: 'pointer',
    borderRadius: 'full',
    _disabled: { opacity: 0.6, cursor: 'progress' },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  }),
  headerActions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};
