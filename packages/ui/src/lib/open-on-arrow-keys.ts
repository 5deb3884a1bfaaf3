import type { KeyboardEvent } from 'react';

/** The keys that open a menu button or a combobox (WAI-ARIA), beside the click that Enter and Space give. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * The keydown handler of a list's closed menu button or select, drawn plain until first used: the arrow keys build
 * and open the real one, as they would open it.
 */
export function openOnArrowKeys(open: () => void) {
  return (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
}
