import { formatFileSize } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { FileUpload } from '@camperdeel/ui/components/FileUpload';
import { useState } from 'react';

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
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button
            onClick={() => void replace()}
            disabled={!file}
            busy={busy}
            busyLabel="Bezig met vervangen..."
          >
            Vervangen
          </Button>
        </>
      }
    >
      <FileUpload
        label="Nieuw bestand"
        accept={accept}
        maxFileSize={maxFileSize}
        formatSize={formatFileSize}
        onFilesChange={(files) => setFile(files[0] ?? null)}
      />
    </Dialog>
  );
}
