import { Field as ArkField } from '@ark-ui/react/field';
import { FileUpload as ArkFileUpload, type FileUploadFileRejection } from '@ark-ui/react/file-upload';
import { cx } from '@camperdeel/ui/styled-system/css';
import { button, field, fileUpload } from '@camperdeel/ui/styled-system/recipes';
import { FileText, Upload, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';

type ArkAccept = ArkFileUpload.RootProps['accept'];

export interface FileUploadProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error from the caller (e.g. the server refused the file); rejected picks get their own Dutch message. */
  error?: ReactNode;
  /**
   * Allowed types: MIME types with optional extensions, e.g. `{ 'application/pdf': ['.pdf'] }`, or a list such as
   * `['image/*']`.
   */
  accept?: ArkAccept;
  maxFiles?: number;
  /** Bytes. */
  maxFileSize?: number;
  /** Called with the accepted files after every change (empty when the user removed them). */
  onFilesChange: (files: File[]) => void;
  dropzoneText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** Shows the picked file's size; default Ark's own short format. Pass the rules' formatter for the spec's. */
  formatSize?: (bytes: number) => string;
  className?: string;
}

const REJECTION_MESSAGES: Record<string, string> = {
  FILE_INVALID_TYPE: 'Dit bestandstype is niet toegestaan.',
  FILE_TOO_LARGE: 'Dit bestand is te groot.',
  FILE_TOO_SMALL: 'Dit bestand is leeg.',
  TOO_MANY_FILES: 'Je kunt niet meer bestanden kiezen.',
  FILE_EXISTS: 'Dit bestand is al gekozen.',
};

/** The Dutch message for the first problem of a refused file. */
export function rejectionMessage(rejections: FileUploadFileRejection[]): string | null {
  const code = rejections[0]?.errors[0];
  if (code === undefined) return null;
  return REJECTION_MESSAGES[code] ?? 'Dit bestand kan niet worden gebruikt.';
}

/** Drop zone + file picker with a list of chosen files; images get a thumbnail preview. */
export function FileUpload({
  label,
  hint,
  error,
  accept,
  maxFiles = 1,
  maxFileSize,
  onFilesChange,
  dropzoneText = 'Sleep een bestand hierheen of klik om te kiezen',
  required,
  disabled,
  name,
  formatSize,
  className,
}: FileUploadProps) {
  const classes = fileUpload();
  const fieldClasses = field();
  const [rejected, setRejected] = useState<string | null>(null);
  const shownError = error ?? rejected;
  return (
    <ArkField.Root
      className={cx(fieldClasses.root, className)}
      invalid={Boolean(shownError)}
      required={required}
      disabled={disabled}
    >
      <ArkFileUpload.Root
        className={classes.root}
        accept={accept}
        maxFiles={maxFiles}
        maxFileSize={maxFileSize}
        name={name}
        // Not onFileChange: when a valid pick follows a refused one, zag reports the accepted file and then, for
        // clearing the refusal, a second change that still reads the old (empty) accepted list. Accept and reject
        // each carry their own fresh value.
        onFileAccept={(details) => onFilesChange(details.files)}
        onFileReject={(details) => setRejected(rejectionMessage(details.files))}
        translations={{
          // The dropzone's accessible name must contain its visible text (WCAG 2.5.3).
          dropzone: dropzoneText,
          itemPreview: (file) => `Voorbeeld van ${file.name}`,
          deleteFile: (file) => `${file.name} verwijderen`,
        }}
      >
        <ArkFileUpload.Label className={fieldClasses.label}>{label}</ArkFileUpload.Label>
        <ArkFileUpload.Dropzone className={classes.dropzone}>
          <Upload aria-hidden="true" />
          <span className={classes.dropzoneText}>{dropzoneText}</span>
        </ArkFileUpload.Dropzone>
        <ArkFileUpload.ItemGroup className={classes.itemGroup}>
          <ArkFileUpload.Context>
            {({ acceptedFiles }) =>
              acceptedFiles.map((file) => (
                <ArkFileUpload.Item key={`${file.name}-${file.size}`} file={file} className={classes.item}>
                  {file.type.startsWith('image/') ? (
                    <ArkFileUpload.ItemPreview type="image/*">
                      <ArkFileUpload.ItemPreviewImage className={classes.preview} />
                    </ArkFileUpload.ItemPreview>
                  ) : (
                    <span className={classes.preview} aria-hidden="true">
                      <FileText />
                    </span>
                  )}
                  <span>
                    <ArkFileUpload.ItemName className={classes.itemName} />
                    {formatSize ? (
                      <span className={classes.itemSize}>{formatSize(file.size)}</span>
                    ) : (
                      <ArkFileUpload.ItemSizeText className={classes.itemSize} />
                    )}
                  </span>
                  <ArkFileUpload.ItemDeleteTrigger
                    className={cx(button({ variant: 'ghost', size: 'sm' }), classes.remove)}
                  >
                    <X aria-hidden="true" />
                  </ArkFileUpload.ItemDeleteTrigger>
                </ArkFileUpload.Item>
              ))
            }
          </ArkFileUpload.Context>
        </ArkFileUpload.ItemGroup>
        <ArkFileUpload.HiddenInput />
      </ArkFileUpload.Root>
      {hint ? <ArkField.HelperText className={fieldClasses.hint}>{hint}</ArkField.HelperText> : null}
      {shownError ? (
        <ArkField.ErrorText className={fieldClasses.error}>{shownError}</ArkField.ErrorText>
      ) : null}
    </ArkField.Root>
  );
}
