import { request } from '@camperdeel/client/request';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { ERRORS, toasts } from '@camperdeel/rules/errors';
import { formatFileSize } from '@camperdeel/rules/format';
import {
  DOCUMENT_FILE_TYPES,
  type DocumentUploadInput,
  documentUploadSchema,
  INCOMPLETE_DOCUMENT_MESSAGE,
} from '@camperdeel/rules/schemas/documents';
import { acceptAttribute, MAX_DOCUMENT_BYTES, nameWithoutExtension } from '@camperdeel/rules/schemas/files';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { InputField } from '@camperdeel/ui/components/Input';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { admin } from '../../shared/admin-api.ts';
import { CamperSearchField } from '../../shared/CamperSearchField.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { FormSelect } from '../../shared/FormSelect.tsx';
import { fieldError } from '../../shared/form.ts';
import { adminKeys, useCamperChoices } from '../../shared/queries.ts';
import { useUploadFile } from '../../shared/use-upload-file.ts';

export const DOCUMENT_ACCEPT = acceptAttribute(DOCUMENT_FILE_TYPES);

/**
 * docs/product/admin.md#validation-spec-5 'Document upload': a camper, a name (prefilled from the file name) and a file (pdf, doc, docx, jpg, jpeg,
 * png); anything missing gives 'Onvolledige gegevens' / 'Selecteer een camper, geef een naam en kies een bestand'.
 */
export function DocumentUploadDialog({ onClose }: { onClose: () => void }) {
  // A federation has thousands of campers: the select offers the ones the search box finds (the first 200).
  const [zoek, setZoek] = useState('');
  const choices = useCamperChoices(zoek);
  const campers = choices.data?.campers ?? [];
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
    busy,
  } = useSchemaForm({
    schema: documentUploadSchema,
    defaultValues: { camper_id: '', document_naam: '' },
  });
  const { file, setFile, submit, refused } = useUploadFile({
    incomplete: ERRORS.incomplete_document,
    quietMessage: INCOMPLETE_DOCUMENT_MESSAGE,
    send: (input: DocumentUploadInput, file) =>
      request(() => admin.documents.$post({ form: { ...input, file } })),
    invalidates: [adminKeys.documents],
    uploaded: toasts.documentUploaded.title,
    onClose,
  });
  const naamError = fieldError(errors, 'document_naam');

  function pick(files: File[]) {
    const next = files[0] ?? null;
    const naam = getValues('document_naam');
    // The name follows the file until the admin types their own.
    if (next && (naam === '' || (file && naam === nameWithoutExtension(file.name))))
      setValue('document_naam', nameWithoutExtension(next.name));
    setFile(next);
  }

  return (
    <FormDialog
      title="Document uploaden"
      formId="document-form"
      submitLabel="Uploaden"
      busyLabel="Bezig met uploaden..."
      busy={busy}
      onClose={onClose}
    >
      <form id="document-form" onSubmit={handleSubmit(submit, refused)} noValidate className={styles.form}>
        <CamperSearchField value={zoek} onValueChange={setZoek} />
        <FormSelect
          control={control}
          name="camper_id"
          label="Camper"
          required
          placeholder="Kies een camper"
          quietMessage={INCOMPLETE_DOCUMENT_MESSAGE}
          options={campers.map((c) => ({ value: c.id, label: c.naam }))}
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
          required
          // The incomplete-form text is the toast's; the field shows only what is wrong with the name.
          error={naamError === INCOMPLETE_DOCUMENT_MESSAGE ? undefined : naamError}
          {...register('document_naam')}
        />
      </form>
    </FormDialog>
  );
}

const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }) };
