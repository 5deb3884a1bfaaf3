import { css } from '@camperdeel/ui/styled-system/css';
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
   * on success; on failure it stays open and says, inside the dialog, why and what the user can do.
   */
  onConfirm: () => unknown;
  /** Force the busy state from outside (e.g. a mutation's isPending). */
  busy?: boolean;
  /** Where focus goes when it closes (Dialog `finalFocus`). */
  finalFocus?: () => HTMLElement | null;
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
  finalFocus,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = busyFromProps || pending;

  async function confirm() {
    setRefusal(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch (error) {
      // Stay open and say why: a modal hides the toaster from screen readers, and a silent dialog helps nobody.
      setRefusal(refusalText(error));
    } finally {
      setPending(false);
    }
  }

  function change(next: boolean) {
    if (!next) setRefusal(null);
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) change(next);
      }}
      role="alertdialog"
      title={title}
      description={description}
      size="sm"
      dismissible={!busy}
      finalFocus={finalFocus}
      hideClose
      footer={
        <>
          <Button variant="outline" onClick={() => change(false)} disabled={busy}>
            {refusal ? 'Sluiten' : cancelLabel}
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
      {refusal ? (
        <p role="alert" className={refusalClass}>
          {refusal} Sluit dit venster, of los het op en probeer het opnieuw.
        </p>
      ) : null}
    </Dialog>
  );
}

/** The server's Dutch reason when the failure carries one (the product's own wording first), else a plain one. */
function refusalText(error: unknown): string {
  if (error instanceof Error) {
    const own = (error as Error & { actionMessage?: unknown }).actionMessage;
    if (typeof own === 'string' && own) return own;
    if (error.message && !/^HTTP \d+$/.test(error.message)) return error.message;
  }
  return 'Dit is niet gelukt.';
}

const refusalClass = css({
  mt: '2',
  p: '3',
  borderRadius: 'md',
  bg: 'danger.subtle',
  color: 'danger.text',
  fontSize: 'sm',
});
