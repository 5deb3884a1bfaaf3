import { ERRORS, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { formatFileSize } from '@camperdeel/rules/format';
import { DOCUMENT_FILE_TYPES } from '@camperdeel/rules/schemas/documents';
import { acceptAttribute, MAX_DOCUMENT_BYTES, nameWithoutExtension } from '@camperdeel/rules/schemas/files';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import type { AdminDocument } from '../admin-data/admin-api.ts';
import { call, sendForm, showFailure } from '../admin-data/request.ts';
import { SelectField } from '../admin-data/SelectField.tsx';

export const DOCUMENT_ACCEPT = acceptAttribute(DOCUMENT_FILE_TYPES);

/**
 * Spec §5 'Document upload': a camper, a name (prefilled from the file name) and a file (pdf, doc, docx, jpg, jpeg,
 * png); anything missing gives 'Onvolledige gegevens' / 'Selecteer een camper, geef een naam en kies een bestand'.
 */
export function DocumentUploadDialog({
  campers,
  onClose,
  onUploaded,
}: {
  campers: { id: string; naam: string }[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const [camperId, setCamperId] = useState<string | null>(null);
  const [naam, setNaam] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  function pick(files: File[]) {
    const next = files[0] ?? null;
    // The name follows the file until the admin types their own.
    if (next && (naam === '' || (file && naam === nameWithoutExtension(file.name))))
      setNaam(nameWithoutExtension(next.name));
    setFile(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!camperId || !naam.trim() || !file) {
      toast.destructive({
        title: ERRORS.incomplete_document.title,
        description: ERRORS.incomplete_document.message,
      });
      return;
    }
    const form = new FormData();
    form.set('camper_id', camperId);
    form.set('document_naam', naam.trim());
    form.set('file', file);
    setBusy(true);
    const outcome = await call<{ document: AdminDocument }>(() =>
      sendForm('POST', '/api/admin/documents', form),
    );
    setBusy(false);
    if (!outcome.ok) return showFailure(outcome.body, FAILURE_TITLES.upload);
    toast.success({ title: toasts.documentUploaded.title });
    onUploaded();
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Document uploaden"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" form="document-form" busy={busy} busyLabel="Bezig met uploaden...">
            Uploaden
          </Button>
        </>
      }
    >
      <form id="document-form" onSubmit={submit} noValidate className={styles.form}>
        <SelectField
          label="Camper"
          name="camper_id"
          required
          placeholder="Kies een camper"
          options={campers.map((c) => ({ value: c.id, label: c.naam }))}
          value={camperId}
          onValueChange={setCamperId}
        />
        <FileUpload
          label="Bestand"
          required
          accept={DOCUMENT_ACCEPT}
          maxFileSize={MAX_DOCUMENT_BYTES}
          formatSize={formatFileSize}
          hint="pdf, doc, docx, jpg, jpeg of png"
          onFilesChange={pick}
        />
        <InputField
          label="Documentnaam"
          name="document_naam"
          required
          value={naam}
          onChange={(e) => setNaam(e.currentTarget.value)}
        />
      </form>
    </Dialog>
  );
}

const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
