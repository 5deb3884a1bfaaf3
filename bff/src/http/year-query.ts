import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';

/** The year a `?jaar=` query asks for; without one, this year as the club's calendar reads it (Amsterdam). */
export function askedYear(query: { jaar?: number | undefined }, now: Date): number {
  return query.jaar ?? yearOf(todayInAmsterdam(now));
}
