import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import type { ComponentProps, ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  description?: string;
  size?: ComponentProps<typeof Dialog>['size'];
  /** id of the `<form>` inside, so the footer's submit button belongs to it. */
  formId: string;
  submitLabel: ReactNode;
  busyLabel: string;
  busy: boolean;
  /** Keeps the submit button off until there is something to submit (the data loaded, a file picked). */
  submitDisabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The admin's form dialog: cannot be closed while it saves, with "Annuleren" and one submit button in the footer. */
export function FormDialog({
  title,
  description,
  size,
  formId,
  submitLabel,
  busyLabel,
  busy,
  submitDisabled = false,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open
      // A dialog that is saving stays open until the answer is there.
      onClose={busy ? undefined : onClose}
      title={title}
      description={description}
      size={size}
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={busyLabel} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
