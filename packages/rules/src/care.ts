import { addDays, daysInMonth, type IsoDate, isoDate } from './dates.ts';

/**
 * A camper's care plan (docs/product/camper-care.md): APK and insurance expire on their own dates, the next service
 * falls due after a number of months or kilometres since the last one, whichever comes first. Pure: the caller passes
 * today (Europe/Amsterdam) and the latest handover reading.
 */
export type CareStatus = 'ok' | 'binnenkort' | 'verlopen';
export type CareItem = 'apk' | 'verzekering' | 'onderhoud';

export const CARE_STATUSES: readonly CareStatus[] = ['ok', 'binnenkort', 'verlopen'];
/** A date within this many days is `binnenkort`. */
export const SOON_DAYS = 30;
/** Driven this share (in tenths) of the km interval is `binnenkort`. */
const SOON_KM_TENTHS = 9;

export type CarePlan = {
  apk_vervaldatum: IsoDate | null;
  verzekering_vervaldatum: IsoDate | null;
  onderhoud_interval_km: number | null;
  onderhoud_interval_maanden: number | null;
};

/** Where both intervals start: the last service done, or the plan's start when none was recorded. */
export type ServiceBase = { datum: IsoDate; km_stand: number | null };

export type NextService = {
  datum: IsoDate | null;
  km_stand: number | null;
  reden: 'maanden' | 'km';
  status: CareStatus;
};

/** `d` plus whole months; a day the target month lacks becomes its last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(d: IsoDate, months: number): IsoDate {
  const total = Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return isoDate(year, month, Math.min(Number(d.slice(8, 10)), daysInMonth(year, month)));
}

/** A date-bound item: past it is `verlopen`, within 30 days (the day itself included) `binnenkort`. */
export function dateStatus(due: IsoDate, today: IsoDate): CareStatus {
  if (due < today) return 'verlopen';
  return due <= addDays(today, SOON_DAYS) ? 'binnenkort' : 'ok';
}

/** A km-bound item: reaching the due reading is `verlopen`, 90 % of the interval driven `binnenkort`. */
export function kmStatus(input: { baseKm: number; intervalKm: number; currentKm: number }): CareStatus {
  const driven = input.currentKm - input.baseKm;
  if (driven >= input.intervalKm) return 'verlopen';
  return driven * 10 >= input.intervalKm * SOON_KM_TENTHS ? 'binnenkort' : 'ok';
}

const RANK: Record<CareStatus, number> = { ok: 0, binnenkort: 1, verlopen: 2 };

/** The worse of statuses; `ok` for none. */
export function worstStatus(statuses: readonly (CareStatus | null)[]): CareStatus {
  let worst: CareStatus = 'ok';
  for (const s of statuses) if (s && RANK[s] > RANK[worst]) worst = s;
  return worst;
}

/** Higher is more urgent: sorts the admin's care list. */
export function urgencyRank(status: CareStatus): number {
  return RANK[status];
}

/**
 * The next service, or null without any interval. The months side gives a date, the km side a reading (only when a
 * base reading is known); the reason is the side that is further along, the months side on a tie.
 */
export function nextService(
  plan: Pick<CarePlan, 'onderhoud_interval_km' | 'onderhoud_interval_maanden'>,
  base: ServiceBase,
  currentKm: number | null,
  today: IsoDate,
): NextService | null {
  const months = plan.onderhoud_interval_maanden;
  const km = plan.onderhoud_interval_km;
  const datum = months !== null ? addMonths(base.datum, months) : null;
  const kmDue = km !== null && base.km_stand !== null ? base.km_stand + km : null;
  if (datum === null && kmDue === null) return null;
  const byDate = datum !== null ? dateStatus(datum, today) : null;
  const byKm =
    km !== null && kmDue !== null && base.km_stand !== null
      ? kmStatus({ baseKm: base.km_stand, intervalKm: km, currentKm: currentKm ?? base.km_stand })
      : null;
  const reden = byDate === null || (byKm !== null && RANK[byKm] > RANK[byDate]) ? 'km' : 'maanden';
  return { datum, km_stand: kmDue, reden, status: worstStatus([byDate, byKm]) };
}

export type CareState = {
  apk_status: CareStatus | null;
  verzekering_status: CareStatus | null;
  volgende: NextService | null;
  status: CareStatus;
};

/** Every item's state and the plan's: the worst of its items. */
export function careState(
  plan: CarePlan,
  base: ServiceBase | null,
  currentKm: number | null,
  today: IsoDate,
): CareState {
  const apk_status = plan.apk_vervaldatum ? dateStatus(plan.apk_vervaldatum, today) : null;
  const verzekering_status = plan.verzekering_vervaldatum
    ? dateStatus(plan.verzekering_vervaldatum, today)
    : null;
  const volgende = base ? nextService(plan, base, currentKm, today) : null;
  return {
    apk_status,
    verzekering_status,
    volgende,
    status: worstStatus([apk_status, verzekering_status, volgende?.status ?? null]),
  };
}

/**
 * The items that need telling, each keyed by what makes it due: a new expiry date or a new due date/reading after a
 * service is a new item, told again.
 */
export function dueItems(plan: CarePlan, state: CareState): { onderdeel: CareItem; vervalt: string }[] {
  const items: { onderdeel: CareItem; vervalt: string }[] = [];
  if (plan.apk_vervaldatum && state.apk_status !== 'ok' && state.apk_status !== null)
    items.push({ onderdeel: 'apk', vervalt: plan.apk_vervaldatum });
  if (plan.verzekering_vervaldatum && state.verzekering_status !== 'ok' && state.verzekering_status !== null)
    items.push({ onderdeel: 'verzekering', vervalt: plan.verzekering_vervaldatum });
  const next = state.volgende;
  if (next && next.status !== 'ok')
    items.push({ onderdeel: 'onderhoud', vervalt: `${next.datum ?? '-'}|${next.km_stand ?? '-'}` });
  return items;
}

/** How a status reads on screen. */
export const CARE_STATUS_LABELS: Readonly<Record<CareStatus, string>> = {
  ok: 'in orde',
  binnenkort: 'binnenkort',
  verlopen: 'verlopen',
};

/** The badge tone of a status. */
export const CARE_STATUS_TONES = { ok: 'success', binnenkort: 'warning', verlopen: 'danger' } as const;
