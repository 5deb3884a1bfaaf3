import { deferredDialog } from '@camperdeel/ui/components/DeferredDialog';

// Ark's dialog loads when a delete is first asked for, not with the tab.
const ConfirmDialog = deferredDialog(
  () => import('@camperdeel/ui/components/ConfirmDialog').then((module) => module.ConfirmDialog),
  (props) => props.open,
  (props) => ({ ...props, open: false }),
);

type DeleteDialogProps<T> = {
  /** The row to delete; null keeps the dialog closed. */
  target: T | null;
  describe: (target: T) => string;
  /** A title that names the row (default 'Weet je het zeker?'). */
  title?: (target: T) => string;
  onClose: () => void;
  onDelete: (target: T) => Promise<void>;
};

/** Every admin tab asks the same way before deleting a row: 'Verwijderen', busy 'Bezig met verwijderen...'. */
export function DeleteDialog<T>({ target, describe, title, onClose, onDelete }: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      {...(title && target !== null ? { title: title(target) } : {})}
      description={target === null ? undefined : describe(target)}
      confirmLabel="Verwijderen"
      busyLabel="Bezig met verwijderen..."
      onConfirm={() => (target === null ? undefined : onDelete(target))}
    />
  );
}
