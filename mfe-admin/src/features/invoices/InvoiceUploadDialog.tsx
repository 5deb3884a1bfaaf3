import { request } from '@camperdeel/client/request';
import { formSchema, useSchemaForm } from '@camperdeel/client/schema-form';
import { ERRORS, toasts } from '@camperdeel/rules/errors';
import { formatFileSize } from '@camperdeel/rules/format';
import { acceptAttribute, MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import {
  INCOMPLETE_INVOICE_MESSAGE,
  INVOICE_FILE_TYPES,
  type InvoiceUploadInput,
  invoiceUploadSchema,
} from '@camperdeel/rules/schemas/invoices';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { SearchField } from '@camperdeel/ui/components/SearchField';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { AmountField } from '../../shared/AmountField.tsx';
import { admin } from '../../shared/admin-api.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { fieldError } from '../../shared/form.ts';
import { adminKeys, useUserChoices } from '../../shared/queries.ts';
import { useUploadFile } from '../../shared/use-upload-file.ts';

/** What the fields hold: text as typed (the amount too); the shared upload schema reads it on submit. */
type Values = {
  user_id: string;
  factuur_nummer: string;
  factuur_naam: string;
  bedrag: string;
  factuurdatum: string;
  vervaldatum: string;
};

/** The multipart fields of `POST /api/admin/invoices`; empty optional fields are left out. */
export function invoiceForm(input: InvoiceUploadInput, file: File) {
  return {
    user_id: input.user_id,
    factuur_nummer: input.factuur_nummer,
    factuur_naam: input.factuur_naam,
    ...(input.bedrag !== null && input.bedrag !== undefined ? { bedrag: input.bedrag.toFixed(2) } : {}),
    ...(input.factuurdatum ? { factuurdatum: input.factuurdatum } : {}),
    ...(input.vervaldatum ? { vervaldatum: input.vervaldatum } : {}),
    file,
  };
}

/**
 * docs/product/admin.md#validation-spec-5 'Invoice upload': a user, invoice number, name and file (pdf, doc, docx) are required, otherwise
 * 'Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand'; amount (step 0.01) and dates optional.
 */
export function InvoiceUploadDialog({ onClose }: { onClose: () => void }) {
  // A club has thousands of members: the select offers the ones the search box finds (the first 200 by name).
  const [zoek, setZoek] = useState('');
  const choices = useUserChoices(zoek);
  const users = choices.data?.users ?? [];
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    busy,
  } = useSchemaForm({
    // The fields hold text, the amount too; the schema reads it as it is.
    schema: formSchema(invoiceUploadSchema, (values: Values) => values),
    defaultValues: {
      user_id: '',
      factuur_nummer: '',
      factuur_naam: '',
      bedrag: '',
      factuurdatum: '',
      vervaldatum: '',
    },
  });
  const { setFile, submit, refused } = useUploadFile({
    incomplete: ERRORS.incomplete_invoice,
    quietMessage: INCOMPLETE_INVOICE_MESSAGE,
    send: (input: InvoiceUploadInput, file) =>
      request(() => admin.invoices.$post({ form: invoiceForm(input, file) })),
    invalidates: [adminKeys.invoices],
    uploaded: toasts.invoiceUploaded.title,
    onClose,
  });
  // The incomplete-form text is the toast's; the fields only show what is wrong with what was typed.
  const shown = (name: keyof Values) => {
    const message = fieldError(errors, name);
    return message === INCOMPLETE_INVOICE_MESSAGE ? undefined : message;
  };

  return (
    <FormDialog
      title="Factuur uploaden"
      formId="invoice-form"
      submitLabel="Uploaden"
      busyLabel="Bezig met uploaden..."
      busy={busy}
      onClose={onClose}
    >
      <form id="invoice-form" onSubmit={handleSubmit(submit, refused)} noValidate className={styles.form}>
        <SearchField
          value={zoek}
          onValueChange={setZoek}
          settles
          label="Zoek op naam of e-mail"
          placeholder="Zoek op naam of e-mail"
        />
        <FormSelect
          control={control}
          name="user_id"
          label="Gebruiker"
          required
          placeholder="Kies een gebruiker"
          quietMessage={INCOMPLETE_INVOICE_MESSAGE}
          options={users.map((u) => ({ value: u.id, label: `${u.naam} (${u.email})` }))}
        />
        <div className={styles.pair}>
          <InputField
            label="Factuurnummer"
            required
            error={shown('factuur_nummer')}
            {...register('factuur_nummer')}
          />
          <InputField
            label="Factuurnaam"
            required
            error={shown('factuur_naam')}
            {...register('factuur_naam')}
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
        <AmountField control={control} name="bedrag" label="Bedrag (€)" allowNegative />
        <div className={styles.pair}>
          <InputField
            label="Factuurdatum"
            type="date"
            error={shown('factuurdatum')}
            {...register('factuurdatum')}
          />
          <InputField
            label="Vervaldatum"
            type="date"
            error={shown('vervaldatum')}
            {...register('vervaldatum')}
          />
        </div>
      </form>
    </FormDialog>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  pair: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
};
