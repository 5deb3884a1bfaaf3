import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import { type IsoDate, isIsoDate } from './dates.ts';
import { once } from './once.ts';

const EURO = once(() => new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }));

/** Euro in Belgian Dutch, e.g. `€ 1.234,50` (the space is a no-break space, as Intl gives it). */
export function formatEuro(amount: number): string {
  return EURO().format(amount);
}

/** A calendar date as a local Date at midnight, so date-fns never shifts it across a time zone. */
function toLocalDate(d: IsoDate | Date): Date {
  if (d instanceof Date) return d;
  if (!isIsoDate(d)) throw new RangeError(`Geen geldige datum: ${String(d)}`);
  return new Date(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
}

/** e.g. `3 januari 2027`. */
export function formatDateLong(d: IsoDate | Date): string {
  return format(toLocalDate(d), 'd MMMM yyyy', { locale: nl });
}

/** The short Dutch date used for invoices, e.g. `3 jan. 2027`. */
export function formatDateShort(d: IsoDate | Date): string {
  return format(toLocalDate(d), 'd MMM yyyy', { locale: nl });
}

/** A reservation range, e.g. `3 jan. 2027 - 5 jan. 2027`; one date when both ends are the same day. */
export function formatDateRange(start: IsoDate, end: IsoDate): string {
  return start === end ? formatDateShort(start) : `${formatDateShort(start)} - ${formatDateShort(end)}`;
}

/** Month heading of the calendar, e.g. `januari 2027`. */
export function formatMonthTitle(jaar: number, maand: number): string {
  return format(new Date(jaar, maand - 1, 1), 'LLLL yyyy', { locale: nl });
}

const ONE_DECIMAL = once(
  () =>
    new Intl.NumberFormat('nl-BE', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }),
);

/** docs/product/calendar-and-credits.md#business-constants-spec-9: B below 1024, KB with one decimal below 1 MB, otherwise MB (Dutch decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${ONE_DECIMAL().format(bytes / 1024)} KB`;
  return `${ONE_DECIMAL().format(bytes / (1024 * 1024))} MB`;
}

/** `1 dag`, `3 dagen`. */
export function formatDayCount(n: number): string {
  return n === 1 ? '1 dag' : `${n} dagen`;
}

/** The spec's literal `N dag(en)`, as in 'Reserveer deze N dag(en)'. */
export function formatDaysLiteral(n: number): string {
  return `${n} dag(en)`;
}

/** The calendar's reserve button (docs/product/owner.md#screens-spec-2). */
export function reserveButtonLabel(n: number, busy: boolean): string {
  return busy ? 'Bezig met reserveren...' : `Reserveer deze ${formatDaysLiteral(n)}`;
}

/** What a stored file is, in words a member reads ('PDF', 'Word', 'Afbeelding') instead of its MIME type. */
export function formatFileKind(mimeType: string): string {
  if (mimeType === 'application/pdf') return 'PDF';
  if (mimeType === 'application/msword' || mimeType.includes('wordprocessingml')) return 'Word';
  if (mimeType.startsWith('image/')) return 'Afbeelding';
  return 'Bestand';
}

/** An instant (ISO-8601) in the viewer's clock, e.g. `3 mrt. 2026 10:05` (notifications, sessions, the audit log). */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : format(at, 'd MMM yyyy HH:mm', { locale: nl });
}
