import { isIsoDate } from '@camperdeel/rules/dates';
import { parseEuroInputToCents } from '@camperdeel/rules/money';
import { emailSchema, firstIssueMessage } from '@camperdeel/rules/schemas/common';
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

/** A date as yyyy-MM-dd or as Dutch spreadsheets write it, dd-MM-yyyy (also d-M-yyyy and with slashes); empty is null. */
export function parseDate(label: string, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  if (isIsoDate(text)) return text;
  const dutch = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  const iso = dutch ? `${dutch[3]}-${dutch[2]?.padStart(2, '0')}-${dutch[1]?.padStart(2, '0')}` : '';
  if (isIsoDate(iso)) return iso;
  throw new RowError(`${label} is geen geldige datum (jjjj-mm-dd of dd-mm-jjjj): '${raw}'`);
}

/**
 * An amount in euro with a decimal comma or point ('12,50', '12.50'); also as a formatted spreadsheet cell shows it
 * ('€ 1.234,50': euro sign and, next to a decimal comma, thousands points). Empty is null. Returned as '1234.50'.
 */
export function parseBedrag(raw: string): string | null {
  let text = raw.trim().replace(/^€\s*/, '');
  if (text === '') return null;
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text)) text = text.replaceAll('.', '');
  const cents = parseEuroInputToCents(text);
  if (cents === null) throw new RowError(`Bedrag is geen geldig bedrag (bijvoorbeeld 12,50): '${raw}'`);
  return (cents / 100).toFixed(2);
}
