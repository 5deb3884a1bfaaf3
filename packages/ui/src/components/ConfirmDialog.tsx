import { type ReactNode, useState } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  /** Confirm button text while `onConfirm` runs, e.g. 'Verwijderen...'. */
  busyLabel?: string;
  /** Red confirm button for destructive actions (default true). */
  destructive?: boolean;
  /**
   * Runs on confirm. When it returns a promise the dialog shows the busy label until it settles, then closes
   * on success and stays open on failure (the caller shows its own error toast).
   */
  onConfirm: () => unknown;
  /** Force the busy state from outside (e.g. a mutation's isPending). */
  busy?: boolean;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Weet je het zeker?',
  description,
  cancelLabel = 'Annuleren',
  confirmLabel = 'Bevestigen',
  busyLabel,
  destructive = true,
  onConfirm,
  busy: busyFromProps = false,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const busy = busyFromProps || pending;

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open: the caller reported the failure; the user may retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      role="alertdialog"
      title={title}
      description={description}
      size="sm"
      dismissible={!busy}
      hideClose
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'solid'}
            onClick={confirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
