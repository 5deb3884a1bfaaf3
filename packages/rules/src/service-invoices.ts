import { addDays, daysInMonth, type IsoDate, isoDate, yearOf } from './dates.ts';
import { formatMonthTitle } from './format.ts';

/**
 * The monthly service-fee invoice (docs/product/club-office.md#service-fee-invoices): one per owner and camper per
 * month, numbered without gaps per year of the invoice date, due 14 days after that date.
 */

export const SERVICE_INVOICE_DUE_DAYS = 14;
export const SERVICE_INVOICE_PREFIX = 'CD';
export const CLUB_NAME = 'Camperdeel';

/** A month as the wire writes it: `yyyy-MM`, years 2000–2999. */
const MAAND = /^(2\d{3})-(0[1-9]|1[0-2])$/;

export function isMaand(value: unknown): value is string {
  return typeof value === 'string' && MAAND.test(value);
}

/** The first and last day of a `yyyy-MM` month. */
export function servicePeriod(maand: string): { van: IsoDate; tot: IsoDate } {
  const match = MAAND.exec(maand);
  if (!match) throw new RangeError(`Geen maand: ${maand}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return { van: isoDate(year, month, 1), tot: isoDate(year, month, daysInMonth(year, month)) };
}

export function serviceInvoiceDueDate(factuurdatum: IsoDate): IsoDate {
  return addDays(factuurdatum, SERVICE_INVOICE_DUE_DAYS);
}

/** `CD-2027-0001`: the year of the invoice date and its place in that year's series (four digits, more when needed). */
export function serviceInvoiceNumber(factuurdatum: IsoDate, volgnummer: number): string {
  if (!Number.isInteger(volgnummer) || volgnummer < 1) throw new RangeError(`Geen volgnummer: ${volgnummer}`);
  return `${SERVICE_INVOICE_PREFIX}-${yearOf(factuurdatum)}-${String(volgnummer).padStart(4, '0')}`;
}

/** 'januari 2027' for `2027-01`. */
export function maandLabel(maand: string): string {
  const { van } = servicePeriod(maand);
  return formatMonthTitle(yearOf(van), Number(van.slice(5, 7)));
}

/** The invoice's name in the lists: 'Servicekosten januari 2027'. */
export function serviceInvoiceName(maand: string): string {
  return `Servicekosten ${maandLabel(maand)}`;
}
