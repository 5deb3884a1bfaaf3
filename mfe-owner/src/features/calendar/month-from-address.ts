/**
 * The month a link asks the calendar to open (`?maand=yyyy-MM`, as the watch list's notice links), when it lies
 * between the first and last month the calendar shows; otherwise null and the calendar opens at this month.
 */
export function monthFromAddress(search: string, first: string, last: string): string | null {
  const asked = new URLSearchParams(search).get('maand');
  if (asked === null || !/^\d{4}-(0[1-9]|1[0-2])$/.test(asked)) return null;
  return asked >= first && asked <= last ? asked : null;
}
