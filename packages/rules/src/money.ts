/** Euro amounts travel as numbers with at most two decimals; store and add them as integer cents. */

export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}

export function centsToEuro(cents: number): number {
  return cents / 100;
}

const EURO_INPUT = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/;

/**
 * Parses a form's euro input: `12`, `12,5`, `12,50` or `12.50`. Returns cents, or null when it is not a
 * non-negative amount with at most two decimals. Thousands separators are not accepted.
 */
export function parseEuroInputToCents(input: string): number | null {
  const m = EURO_INPUT.exec(input);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** True when a number has at most two decimals (checked in cents to dodge binary fractions). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
