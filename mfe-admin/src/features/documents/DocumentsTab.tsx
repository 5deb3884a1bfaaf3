import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { formatDateShort, formatFileKind, formatFileSize } from '@camperdeel/rules/format';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { Button } from '@camperdeel/ui/components/Button';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { RefreshCw, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { actionsColumn } from '../../shared/actions-column.ts';
import { type AdminDocument, admin } from '../../shared/admin-api.ts';
import { useRowDelete } from '../../shared/DeleteDialog.tsx';
import { FileRowActions } from '../../shared/FileRowActions.tsx';
import { ListTab } from '../../shared/ListTab.tsx';
import { pagesOf, usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { settled } from '../../shared/settled.ts';
import { DOCUMENT_ACCEPT, DocumentUploadDialog } from './DocumentUploadDialog.tsx';
import { ReplaceFileDialog } from './ReplaceFileDialog.tsx';

type Open = { kind: 'upload' } | { kind: 'replace'; document: AdminDocument } | null;

/** /admin/dashboard/documenten (docs/product/admin.md#screens-spec-2 'Admin documents'): upload, replace, download, delete. */
export function DocumentsTab() {
  const documents = usePagedList(adminKeys.documents, pagesOf(admin.documents), FAILURE_TITLES.load);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const replace = useApiMutation({
    mutationFn: ({ document, file }: { document: AdminDocument; file: File }) => {
      const form = new FormData();
      form.set('file', file);
      // A PUT: the typed client sends the multipart body (the client's upload helper only POSTs).
      return request(() =>
        admin.documents[':id'].$put({ param: { id: document.id } }, { init: { body: form } }),
      );
    },
    failureTitle: FAILURE_TITLES.replace,
    invalidates: [adminKeys.documents],
    onSuccess: () => toast.success({ title: toasts.documentReplaced.title }),
  });

  const remove = useRowDelete({
    remove: (document: AdminDocument) =>
      request(() => admin.documents[':id'].$delete({ param: { id: document.id } })),
    failureTitle: FAILURE_TITLES.delete,
    invalidates: [adminKeys.documents],
    deleted: toasts.documentDeleted.title,
    describe: (doc) => `${doc.document_naam} wordt verwijderd. Deze actie kan niet ongedaan worden gemaakt.`,
  });

  const askDelete = remove.ask;
  const columns = useMemo<TableColumn<AdminDocument>[]>(
    () => [
      {
        key: 'naam',
        header: 'Document',
        cell: (d) => <span className={styles.name}>{d.document_naam}</span>,
      },
      { key: 'camper', header: 'Camper', cell: (d) => d.camper_naam },
      { key: 'type', header: 'Type', cell: (d) => formatFileKind(d.bestandstype) },
      { key: 'grootte', header: 'Grootte', align: 'end', cell: (d) => formatFileSize(d.bestandsgrootte) },
      { key: 'datum', header: 'Geüpload', cell: (d) => formatDateShort(new Date(d.uploaded_at)) },
      actionsColumn((d) => (
        <FileRowActions name={d.document_naam} url={d.document_url} onDelete={() => askDelete(d)}>
          <IconButton
            label={`${d.document_naam} vervangen`}
            icon={RefreshCw}
            title="Vervangen"
            onClick={() => setOpen({ kind: 'replace', document: d })}
          />
        </FileRowActions>
      )),
    ],
    [askDelete],
  );

  return (
    <ListTab
      title="Documenten"
      description="Documenten van campers uploaden, vervangen, downloaden en verwijderen."
      actions={
        <Button onClick={() => setOpen({ kind: 'upload' })}>
          <Upload aria-hidden="true" />
          Document uploaden
        </Button>
      }
      list={documents}
      rowsOf={(page) => page.documenten}
      noun={['document', 'documenten']}
      columns={columns}
      rowKey={(d) => d.id}
      search={{ label: 'Zoek document', placeholder: 'Zoek op camper of documentnaam' }}
    >
      {open?.kind === 'upload' ? <DocumentUploadDialog onClose={close} /> : null}
      {open?.kind === 'replace' ? (
        <ReplaceFileDialog
          title={`${open.document.document_naam} vervangen`}
          accept={DOCUMENT_ACCEPT}
          maxFileSize={MAX_DOCUMENT_BYTES}
          onClose={close}
          onReplace={(file) => settled(replace.mutateAsync({ document: open.document, file })).then(Boolean)}
        />
      ) : null}
      {remove.dialog}
    </ListTab>
  );
}

const styles = {
  name: css({ fontWeight: 'medium' }),
};
