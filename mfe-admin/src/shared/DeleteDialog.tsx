import { useApiMutation } from '@camperdeel/client/queries';
import { DeferredConfirmDialog } from '@camperdeel/ui/components/DeferredConfirmDialog';
import { confirmAbout } from '@camperdeel/ui/lib/confirm-about';
import { toast } from '@camperdeel/ui/lib/toast';
import { useCallback, useState } from 'react';

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
    <DeferredConfirmDialog
      {...confirmAbout(target, onClose, onDelete)}
      {...(title && target !== null ? { title: title(target) } : {})}
      description={target === null ? undefined : describe(target)}
      confirmLabel="Verwijderen"
      busyLabel="Bezig met verwijderen..."
    />
  );
}

type RowDeleteInput<T> = Pick<DeleteDialogProps<T>, 'describe' | 'title'> & {
  /** The call that deletes one row. */
  remove: (row: T) => Promise<unknown>;
  failureTitle: string;
  /** The lists the delete changes. */
  invalidates: readonly (readonly unknown[])[];
  /** The toast's title once the row is gone ('Document verwijderd'). */
  deleted: string;
};

/**
 * A list row's delete: `ask(row)` opens the confirm (`dialog`, to render in the tab), whose 'Verwijderen' deletes
 * the row, refreshes the lists it was in and says so.
 */
export function useRowDelete<T>({ remove, failureTitle, invalidates, deleted, ...texts }: RowDeleteInput<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const deletion = useApiMutation({
    mutationFn: remove,
    failureTitle,
    invalidates,
    onSuccess: () => toast.success({ title: deleted }),
  });
  const dialog = (
    <DeleteDialog
      {...texts}
      target={target}
      onClose={() => setTarget(null)}
      // The dialog stays open (and says why) while the delete is refused.
      onDelete={(row) => deletion.mutateAsync(row).then(() => undefined)}
    />
  );
  // Stable, so a list's memoised columns can hold it.
  const ask = useCallback((row: T) => setTarget(() => row), []);
  return { ask, dialog };
}
