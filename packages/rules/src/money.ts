import { once } from './once.ts';
/** Euro amounts travel as numbers with at most two decimals; store and add them as integer cents. */

export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}

export function centsToEuro(cents: number): number {
  return cents / 100;
}

const PLAIN = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;
const DUTCH_GROUPED = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/;
const ENGLISH_GROUPED = /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/;

/**
 * Parses a euro amount as people type or paste it: `12`, `12,5`, `160,55`, `160.55`, `€ 160,55`, `1.234,50`,
 * `1 234,50` or `1,234.50`. Returns cents, or null when it is not a non-negative amount with at most two decimals.
 * A lone separator followed by one or two digits is the decimal one. Thousands groups count only beside a decimal
 * part (`1.234,50`, `1,234.50`): `1.234` or `12,505` alone can be read two ways, and money is not guessed.
 */
export function parseEuroInputToCents(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]+/g, '').replace(/^€|€$/g, '');
  const plain = PLAIN.exec(text);
  if (plain) return toCents(plain[1] ?? '', plain[2]);
  const dutch = DUTCH_GROUPED.exec(text);
  if (dutch) return toCents((dutch[1] ?? '').replaceAll('.', ''), dutch[2]);
  const english = ENGLISH_GROUPED.exec(text);
  if (english) return toCents((english[1] ?? '').replaceAll(',', ''), english[2]);
  return null;
}

/**
 * As `parseEuroInputToCents`, and a leading minus ('-12,50', '€ -12,50', '-€ 12,50', or the typographic '−' a
 * spreadsheet or word processor writes) makes the amount negative: a credit note. Null when it is no amount.
 */
export function parseSignedEuroInputToCents(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]+/g, '').replace(/^€(?=[-\u2212])/, '');
  const negative = /^[-\u2212]/.test(text);
  const cents = parseEuroInputToCents(negative ? text.slice(1) : text);
  return cents === null || !negative ? cents : cents === 0 ? 0 : -cents;
}

function toCents(whole: string, fraction: string | undefined): number | null {
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
}

const AMOUNT_INPUT = once(
  () => new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** How an amount shows in a form field once entered: `160,55`, `1.234,50` (Belgian Dutch, no euro sign). */
export function formatEuroInput(cents: number): string {
  return AMOUNT_INPUT().format(cents / 100);
}

/** True when a number has at most two decimals (checked in cents to dodge binary fractions). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
