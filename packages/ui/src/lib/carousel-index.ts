/** Index `index` folded into 0..count-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The index one step (delta -1 or +1, or any jump) away from `current`, wrapping around. */
export function stepIndex(current: number, delta: number, count: number): number {
  return wrapIndex(current + delta, count);
}
