import { formatFileSize } from '@camperdeel/rules/format';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { useState } from 'react';
import { FormDialog } from '../../shared/FormDialog.tsx';

/** Picks the new file for a stored document; `onReplace` uploads it and resolves to whether that worked. */
export function ReplaceFileDialog({
  title,
  accept,
  maxFileSize,
  onClose,
  onReplace,
}: {
  title: string;
  accept: string;
  maxFileSize: number;
  onClose: () => void;
  onReplace: (file: File) => Promise<boolean>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function replace() {
    if (!file) return;
    setBusy(true);
    const done = await onReplace(file);
    setBusy(false);
    if (done) onClose();
  }

  return (
    <FormDialog
      title={title}
      formId="replace-file-form"
      submitLabel="Vervangen"
      busyLabel="Bezig met vervangen..."
      busy={busy}
      submitDisabled={!file}
      onClose={onClose}
    >
      <form
        id="replace-file-form"
        onSubmit={(event) => {
          event.preventDefault();
          void replace();
        }}
      >
        <FileUpload
          label="Nieuw bestand"
          accept={accept}
          maxFileSize={maxFileSize}
          formatSize={formatFileSize}
          onFilesChange={(files) => setFile(files[0] ?? null)}
        />
      </form>
    </FormDialog>
  );
}
