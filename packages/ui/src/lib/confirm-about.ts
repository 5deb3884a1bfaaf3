/**
 * The ConfirmDialog props that tie it to one item (a row to delete, an offer to take over): open while the item is
 * set, closing lets go of it, and confirming acts on it. Spread them onto an eager or a deferred ConfirmDialog:
 * `<ConfirmDialog {...confirmAbout(removing, () => setRemoving(null), (w) => remove(w))} title="…" />`.
 */
export function confirmAbout<T>(item: T | null, dismiss: () => void, act: (item: T) => unknown) {
  return {
    open: item !== null,
    onOpenChange: (open: boolean) => {
      if (!open) dismiss();
    },
    onConfirm: () => (item === null ? undefined : act(item)),
  };
}
