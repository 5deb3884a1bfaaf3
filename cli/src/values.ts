import { emailSchema, firstIssueMessage } from '@camperdeel/rules/schemas/common';
import {
  parseSpreadsheetAmountToCents,
  parseSpreadsheetDate,
  phoneMissingLeadingZero,
} from '@camperdeel/rules/spreadsheet-values';
import { RowError } from './errors.ts';

/** Operator input checked with the same schema the server uses, so a dry run finds what the server would refuse. */
export function parseEmail(raw: string): string {
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) throw new RowError(`${firstIssueMessage(parsed.error)}: '${raw}'`);
  return parsed.data;
}

export function parseWholeNumber(label: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim()))
    throw new RowError(`${label} moet een geheel getal zijn (gevonden: '${raw}')`);
  return Number(raw.trim());
}

/**
 * A date as yyyy-MM-dd or as Dutch spreadsheets write it: dd-MM-yyyy (also d-M-yyyy, with slashes or points) and
 * with a two-digit year, d-M-yy (always 20yy); empty is null.
 */
export function parseDate(label: string, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const iso = parseSpreadsheetDate(text);
  if (iso !== null) return iso;
  throw new RowError(`${label} is geen geldige datum (jjjj-mm-dd of dd-mm-jjjj): '${raw}'`);
}

/**
 * An amount in euro as a spreadsheet shows it: a decimal comma or point ('12,50', '12.50'), thousands points
 * ('1.234,50', and whole euros '1.234' or '€ 1.500'), a leading minus for a credit note. Empty is null. Returned as
 * '1234.50' (or '-12.50').
 */
export function parseBedrag(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const cents = parseSpreadsheetAmountToCents(text);
  if (cents === null || Math.abs(cents) >= 1e11) {
    throw new RowError(`Bedrag is geen geldig bedrag (bijvoorbeeld 12,50): '${raw}'`);
  }
  return (cents / 100).toFixed(2);
}

/** A warning for a phone number a spreadsheet stored as a number ('612345678'), or null when it looks whole. */
export function phoneWarning(line: number, raw: string): string | null {
  const suggested = phoneMissingLeadingZero(raw);
  return suggested === null
    ? null
    : `Let op, regel ${line}: telefoonnummer '${raw.trim()}' mist waarschijnlijk de voorloopnul (bedoeld: '${suggested}'?). Het is ingelezen zoals het er staat.`;
}
