import { isIsoDate } from './dates.ts';
import { parseEuroInputToCents } from './money.ts';

/**
 * Values as Dutch spreadsheets write them (docs/decisions/0084-exports-and-spreadsheet-input.md): a point between
 * whole-euro groups is a thousands separator ('1.234', '€ 1.500' are whole euros), a comma the decimal one, a leading
 * minus a credit note. Anything else falls back to the amount rules of the forms. Cents, or null when not an amount.
 */
export function parseSpreadsheetAmountToCents(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]+/g, '').replace(/^€|€$/g, '');
  const negative = /^[-\u2212]/.test(text);
  const unsigned = text.replace(/^[-\u2212]/, '').replace(/^€/, '');
  if (unsigned === '' || /[-\u2212]/.test(unsigned)) return null;
  const cents = /^\d{1,3}(\.\d{3})+$/.test(unsigned)
    ? Number(unsigned.replaceAll('.', '')) * 100
    : parseEuroInputToCents(unsigned);
  if (cents === null || !Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/**
 * A date as yyyy-MM-dd or as Dutch spreadsheets write it: d-M-yyyy, and with a two-digit year d-M-yy ('1-2-27' is
 * 2027-02-01; a two-digit year is always this century, docs/decisions/0084-exports-and-spreadsheet-input.md).
 * Dashes, slashes or points between the parts. Null when it is not a real date.
 */
export function parseSpreadsheetDate(input: string): string | null {
  const text = input.trim();
  if (isIsoDate(text)) return text;
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(text);
  if (!dutch) return null;
  const [, day = '', month = '', year = ''] = dutch;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const iso = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A phone number a spreadsheet stored as a number loses its leading zero ('612345678'); the number it probably was
 * ('0612345678'), or null when nothing looks lost.
 */
export function phoneMissingLeadingZero(input: string): string | null {
  const text = input.trim();
  return /^[1-9]\d{8}$/.test(text) ? `0${text}` : null;
}
