import { parseEuroInputToCents } from '@camperdeel/rules/money';

export type SplitMode = 'gelijk' | 'alleen_ik' | 'aandelen';

export const SPLIT_OPTIONS: { value: SplitMode; label: string }[] = [
  { value: 'gelijk', label: 'Gelijk verdelen' },
  { value: 'alleen_ik', label: 'Alleen voor mij' },
  { value: 'aandelen', label: 'In aandelen' },
];

/** A typed share ('2', '1') as a whole number 0..1000, or null when it is not one. */
export function readShare(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= 1000 ? n : null;
}

/** The euro amount as typed ('12,50') in cents, or null. */
export function readEuro(text: string): number | null {
  const cents = parseEuroInputToCents(text);
  return cents !== null && cents > 0 ? cents : null;
}
