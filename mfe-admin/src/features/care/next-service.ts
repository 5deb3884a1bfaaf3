import { formatDateShort } from '@camperdeel/rules/format';
import type { Care } from './care-api.ts';

/** 'uiterlijk 1 mrt. 2027 of bij 50.000 km', or a dash without an interval. */
export function nextServiceText(care: Care): string {
  const next = care.volgende;
  if (!next) return '—';
  const parts = [
    next.datum ? `uiterlijk ${formatDateShort(next.datum)}` : null,
    next.km_stand !== null ? `bij ${next.km_stand.toLocaleString('nl-NL')} km` : null,
  ].filter((p) => p !== null);
  return parts.join(' of ');
}
