import { createContext, useContext } from 'react';

/**
 * True inside a Dialog's content. A modal dialog hides everything outside itself from screen readers (and from the
 * pointer), so popups opened within it (a Select's listbox) render in place instead of in a portal on <body>.
 */
export const InDialogContext = createContext(false);

export function useInDialog(): boolean {
  return useContext(InDialogContext);
}
