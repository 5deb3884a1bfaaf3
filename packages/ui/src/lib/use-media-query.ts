import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated when it changes. For choices CSS alone cannot make, such as how many
 * months a calendar renders (hidden grids would still trap keyboard focus and double the screen reader's work).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches),
    () => false,
  );
}
