import { compareIsoDates, eachDay, type IsoDate } from '@camperdeel/rules/dates';
import { formatDateRange, formatDayCount } from '@camperdeel/rules/format';
import { usageOf } from '@camperdeel/rules/reservation-plan';

export type AgendaReservation = {
  id: string;
  naam: string;
  eigen: boolean;
  start_datum: IsoDate;
  eind_datum: IsoDate;
};
export type AgendaBlock = { id: string; start_datum: IsoDate; eind_datum: IsoDate; reden: string };

export type AgendaItem = {
  key: string;
  kind: 'reservering' | 'blokkade';
  start_datum: IsoDate;
  /** Who has the camper: 'Jij', a co-owner's name, or 'Geblokkeerd'. */
  wie: string;
  range: string;
  /** e.g. '3 dagen (2 hoogseizoen, 1 laagseizoen)' or the block's reason. */
  detail: string;
};

/** Upcoming (not yet ended) reservations and blocks of the camper, by start date: who has it when. */
export function agendaItems(
  reservations: readonly AgendaReservation[],
  blocks: readonly AgendaBlock[],
  today: IsoDate,
): AgendaItem[] {
  const items: AgendaItem[] = [];
  for (const r of reservations) {
    if (r.eind_datum < today) continue;
    const days = eachDay(r.start_datum, r.eind_datum);
    const usage = usageOf(days);
    const high = usage.reduce((n, u) => n + u.hoogseizoen, 0);
    items.push({
      key: `r-${r.id}`,
      kind: 'reservering',
      start_datum: r.start_datum,
      wie: r.eigen ? 'Jij' : r.naam,
      range: formatDateRange(r.start_datum, r.eind_datum),
      detail: `${formatDayCount(days.length)} (${high} hoogseizoen, ${days.length - high} laagseizoen)`,
    });
  }
  for (const b of blocks) {
    if (b.eind_datum < today) continue;
    items.push({
      key: `b-${b.id}`,
      kind: 'blokkade',
      start_datum: b.start_datum,
      wie: 'Geblokkeerd',
      range: formatDateRange(b.start_datum, b.eind_datum),
      detail: b.reden,
    });
  }
  return items.sort((a, b) => compareIsoDates(a.start_datum, b.start_datum) || a.key.localeCompare(b.key));
}
