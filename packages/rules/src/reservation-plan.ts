import { type ApprovedReservation, type CalendarBlock, dayState } from './calendar.ts';
import { applyUsage } from './credits.ts';
import { addDays, compareIsoDates, type IsoDate, isIsoDate, yearOf } from './dates.ts';
import { ERRORS, fillPlaceholders } from './errors.ts';
import { formatDateLong } from './format.ts';
import { isWithinHorizon } from './horizon.ts';
import { type Seizoen, seasonOf } from './seasons.ts';

/** A user's credit row for one calendar year. */
export type CreditBalance = { jaar: number; credits_hoogseizoen: number; credits_laagseizoen: number };

/** Days (or credits) per calendar year, split by season. */
export type YearSeasonCount = { jaar: number; hoogseizoen: number; laagseizoen: number };

/** One contiguous run of selected days: stored as one reservation (docs/product/README.md#departures-from-the-spec-architecture-9). */
export type PlannedRun = {
  start_datum: IsoDate;
  eind_datum: IsoDate;
  dagen: IsoDate[];
  /** Number of days in the run: one credit per day. */
  credits_gebruikt: number;
  /** hoogseizoen if any day of the run is high season. */
  seizoen_type: Seizoen;
  /** What this run costs, per year and season. */
  verbruik: YearSeasonCount[];
};

export type PlanErrorCode =
  | 'invalid_selection'
  | 'outside_horizon'
  | 'day_unavailable'
  | 'no_credits'
  | 'insufficient_credits';

export type PlanError = { code: PlanErrorCode; message: string; jaar?: number; dag?: IsoDate };

export type ReservationPlan =
  | { ok: true; runs: PlannedRun[]; usage: YearSeasonCount[]; balancesAfter: CreditBalance[] }
  | { ok: false; error: PlanError };

export type PlanContext = {
  today: IsoDate;
  /** Approved reservations of the camper (all owners). */
  reservations: readonly ApprovedReservation[];
  /** Maintenance blocks of the camper: a blocked day is unavailable like a reserved one. */
  blocks?: readonly CalendarBlock[];
  /** The user's credit rows; a year without a row has no credits. */
  credits: readonly CreditBalance[];
};

/** Deduplicates and sorts the days, then cuts them into runs of consecutive days. */
export function splitIntoRuns(days: readonly IsoDate[]): IsoDate[][] {
  const sorted = [...new Set(days)].sort(compareIsoDates);
  const runs: IsoDate[][] = [];
  let current: IsoDate[] = [];
  for (const day of sorted) {
    const previous = current.at(-1);
    if (previous !== undefined && addDays(previous, 1) !== day) {
      runs.push(current);
      current = [];
    }
    current.push(day);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** Counts days per calendar year and season, sorted by year. */
export function usageOf(days: readonly IsoDate[]): YearSeasonCount[] {
  const byYear = new Map<number, YearSeasonCount>();
  for (const day of new Set(days)) {
    const jaar = yearOf(day);
    const row = byYear.get(jaar) ?? { jaar, hoogseizoen: 0, laagseizoen: 0 };
    row[seasonOf(day)] += 1;
    byYear.set(jaar, row);
  }
  return [...byYear.values()].sort((a, b) => a.jaar - b.jaar);
}

export const PLAN_MESSAGES = {
  empty: 'Selecteer minstens één dag.',
  invalidDay: 'Ongeldige datum: {dag}.',
  past: '{datum} ligt in het verleden en kan niet meer gereserveerd worden.',
  reserved: '{datum} is al gereserveerd.',
  buffer: '{datum} is een bufferdag en kan niet gereserveerd worden.',
  blocked: '{datum} is geblokkeerd (onderhoud) en kan niet gereserveerd worden.',
  noCredits: 'Geen credits toegewezen voor {year}',
  insufficient:
    'Niet genoeg credits voor {year}. Je hebt {n} hoogseizoen en {m} laagseizoen dagen geselecteerd.',
} as const;

function fail(error: PlanError): ReservationPlan {
  return { ok: false, error };
}

/**
 * Turns a selection of days into reservations, or says in Dutch why it cannot be made.
 * Checks in order: the selection itself, the booking horizon (this and next calendar year: no other rule ever
 * sees a day outside it), each day's availability (earliest first), then credits per year
 * (earliest year first; a missing row before an insufficient one). Each day costs one credit of its own
 * season from its own calendar year.
 */
export function planReservation(dagen: readonly unknown[], ctx: PlanContext): ReservationPlan {
  // Checked on an `unknown` view: Array.isArray would otherwise widen the elements to `any`.
  const input: unknown = dagen;
  if (!Array.isArray(input) || input.length === 0) {
    return fail({ code: 'invalid_selection', message: PLAN_MESSAGES.empty });
  }
  const valid: IsoDate[] = [];
  for (const dag of dagen) {
    if (!isIsoDate(dag)) {
      return fail({
        code: 'invalid_selection',
        message: fillPlaceholders(PLAN_MESSAGES.invalidDay, { dag: String(dag) }),
      });
    }
    valid.push(dag);
  }
  const days = [...new Set(valid)].sort(compareIsoDates);

  const outside = days.find((dag) => !isWithinHorizon(dag, ctx.today));
  if (outside !== undefined) {
    return fail({ code: 'outside_horizon', message: ERRORS.outside_horizon.message, dag: outside });
  }

  for (const dag of days) {
    const { state } = dayState(dag, ctx);
    if (state === 'vrij') continue;
    const template =
      state === 'verleden'
        ? PLAN_MESSAGES.past
        : state === 'gereserveerd'
          ? PLAN_MESSAGES.reserved
          : state === 'geblokkeerd'
            ? PLAN_MESSAGES.blocked
            : PLAN_MESSAGES.buffer;
    return fail({
      code: 'day_unavailable',
      message: fillPlaceholders(template, { datum: formatDateLong(dag) }),
      dag,
    });
  }

  const usage = usageOf(days);
  for (const u of usage) {
    const row = ctx.credits.find((c) => c.jaar === u.jaar);
    if (!row) {
      return fail({
        code: 'no_credits',
        message: fillPlaceholders(PLAN_MESSAGES.noCredits, { year: u.jaar }),
        jaar: u.jaar,
      });
    }
    if (u.hoogseizoen > row.credits_hoogseizoen || u.laagseizoen > row.credits_laagseizoen) {
      return fail({
        code: 'insufficient_credits',
        message: fillPlaceholders(PLAN_MESSAGES.insufficient, {
          year: u.jaar,
          n: u.hoogseizoen,
          m: u.laagseizoen,
        }),
        jaar: u.jaar,
      });
    }
  }

  const runs = splitIntoRuns(days).map((run): PlannedRun => {
    const start = run[0] as IsoDate;
    return {
      start_datum: start,
      eind_datum: run.at(-1) ?? start,
      dagen: run,
      credits_gebruikt: run.length,
      seizoen_type: run.some((d) => seasonOf(d) === 'hoogseizoen') ? 'hoogseizoen' : 'laagseizoen',
      verbruik: usageOf(run),
    };
  });
  return { ok: true, runs, usage, balancesAfter: applyUsage(ctx.credits, usage, -1) };
}
