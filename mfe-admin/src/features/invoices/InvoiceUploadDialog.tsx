import { ERRORS, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { formatFileSize } from '@camperdeel/rules/format';
import { acceptAttribute, MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { INVOICE_FILE_TYPES } from '@camperdeel/rules/schemas/invoices';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import type { AdminInvoice } from '../admin-data/admin-api.ts';
import { call, sendForm, showFailure } from '../admin-data/request.ts';
import { SelectField } from '../admin-data/SelectField.tsx';
import { AmountField, type AmountValue, EMPTY_AMOUNT } from './AmountField.tsx';

type Values = {
  userId: string | null;
  nummer: string;
  naam: string;
  bedrag: AmountValue;
  factuurdatum: string;
  vervaldatum: string;
};

/** The multipart body of `POST /api/admin/invoices`; empty optional fields are left out. */
export function invoiceForm(values: Values, file: File): FormData {
  const form = new FormData();
  form.set('user_id', values.userId ?? '');
  form.set('factuur_nummer', values.nummer.trim());
  form.set('factuur_naam', values.naam.trim());
  if (values.bedrag.euro !== null) form.set('bedrag', values.bedrag.euro.toFixed(2));
  if (values.factuurdatum) form.set('factuurdatum', values.factuurdatum);
  if (values.vervaldatum) form.set('vervaldatum', values.vervaldatum);
  form.set('file', file);
  return form;
}

/**
 * Spec §5 'Invoice upload': a user, invoice number, name and file (pdf, doc, docx) are required, otherwise
 * 'Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand'; amount (step 0.01) and dates optional.
 */
export function InvoiceUploadDialog({
  users,
  onClose,
  onUploaded,
}: {
  users: { id: string; naam: string; email: string }[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const [values, setValues] = useState<Values>({
    userId: null,
    nummer: '',
    naam: '',
    bedrag: EMPTY_AMOUNT,
    factuurdatum: '',
    vervaldatum: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.userId || !values.nummer.trim() || !values.naam.trim() || !file) {
      toast.destructive({
        title: ERRORS.incomplete_invoice.title,
        description: ERRORS.incomplete_invoice.message,
      });
      return;
    }
    // The field shows why; the server would refuse the same text with the same message.
    if (values.bedrag.error) {
      toast.destructive({ title: FAILURE_TITLES.upload, description: values.bedrag.error });
      return;
    }
    setBusy(true);
    const outcome = await call<{ factuur: AdminInvoice }>(() =>
      sendForm('POST', '/api/admin/invoices', invoiceForm(values, file)),
    );
    setBusy(false);
    if (!outcome.ok) return showFailure(outcome.body, FAILURE_TITLES.upload);
    toast.success({ title: toasts.invoiceUploaded.title });
    onUploaded();
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Factuur uploaden"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" form="invoice-form" busy={busy} busyLabel="Bezig met uploaden...">
            Uploaden
          </Button>
        </>
      }
    >
      <form id="invoice-form" onSubmit={submit} noValidate className={styles.form}>
        <SelectField
          label="Gebruiker"
          name="user_id"
          required
          placeholder="Kies een gebruiker"
          options={users.map((u) => ({ value: u.id, label: `${u.naam} (${u.email})` }))}
          value={values.userId}
          onValueChange={(v) => set('userId', v)}
        />
        <div className={styles.pair}>
          <InputField
            label="Factuurnummer"
            name="factuur_nummer"
            required
            value={values.nummer}
            onChange={(e) => set('nummer', e.currentTarget.value)}
          />
          <InputField
            label="Factuurnaam"
            name="factuur_naam"
            required
            value={values.naam}
            onChange={(e) => set('naam', e.currentTarget.value)}
          />
        </div>
        <FileUpload
          label="Bestand"
          required
          accept={acceptAttribute(INVOICE_FILE_TYPES)}
          maxFileSize={MAX_DOCUMENT_BYTES}
          formatSize={formatFileSize}
          hint="pdf, doc of docx"
          onFilesChange={(files) => setFile(files[0] ?? null)}
        />
        <AmountField
          label="Bedrag (€)"
          name="bedrag"
          value={values.bedrag}
          onChange={(v) => set('bedrag', v)}
        />
        <div className={styles.pair}>
          <InputField
            label="Factuurdatum"
            name="factuurdatum"
            type="date"
            value={values.factuurdatum}
            onChange={(e) => set('factuurdatum', e.currentTarget.value)}
          />
          <InputField
            label="Vervaldatum"
            name="vervaldatum"
            type="date"
            value={values.vervaldatum}
            onChange={(e) => set('vervaldatum', e.currentTarget.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  pair: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
};
