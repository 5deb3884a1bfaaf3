import { type IsoDate, yearOf } from './dates.ts';
import { ERRORS, fillPlaceholders } from './errors.ts';
import { bookingHorizon } from './horizon.ts';
import type { CreditBalance, YearSeasonCount } from './reservation-plan.ts';

/** Credits for one year, per season. */
export type CreditAmounts = { credits_hoogseizoen: number; credits_laagseizoen: number };

/**
 * What an admin sets (docs/product/calendar-and-credits.md#business-constants-spec-9): the start year with its own credits, and a yearly standard that applies
 * automatically to every year after the start year.
 */
export type CreditSetting = {
  /** The start year. */
  jaar: number;
  credits_hoogseizoen: number;
  credits_laagseizoen: number;
  standaard: CreditAmounts;
};

/** The credits row that applies to `jaar`: the start year's own, the standard later, none before. */
export function creditsForYear(setting: CreditSetting, jaar: number): CreditBalance | null {
  if (jaar < setting.jaar) return null;
  if (jaar === setting.jaar) {
    return {
      jaar,
      credits_hoogseizoen: setting.credits_hoogseizoen,
      credits_laagseizoen: setting.credits_laagseizoen,
    };
  }
  return { jaar, ...setting.standaard };
}

/**
 * Rows to write when an admin saves the setting: the start year and every year after it up to next year
 * (`currentYear + 1`). Later years are created from the standard on first use.
 */
export function creditRowsToWrite(setting: CreditSetting, currentYear: number): CreditBalance[] {
  const rows: CreditBalance[] = [];
  const lastYear = Math.max(setting.jaar, currentYear + 1);
  for (let jaar = setting.jaar; jaar <= lastYear; jaar++) {
    const row = creditsForYear(setting, jaar);
    if (row) rows.push(row);
  }
  return rows;
}

/** The years whose credits an owner sees and the calendar loads (docs/product/calendar-and-credits.md#validation-spec-5): this year and next. */
export function visibleCreditYears(today: IsoDate): [number, number] {
  const jaar = yearOf(today);
  return [jaar, jaar + 1];
}

/**
 * The credit form's coercion (docs/product/calendar-and-credits.md#validation-spec-5: whole numbers, minimum 0, invalid input becomes 0).
 * Accepts a whole number ≥ 0 or a string of digits; anything else is 0.
 */
export function creditFormValue(input: unknown): number {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : 0;
  if (typeof input === 'string' && /^\s*\d+\s*$/.test(input)) {
    const value = Number(input.trim());
    return Number.isSafeInteger(value) ? value : 0;
  }
  return 0;
}

/**
 * Balances after charging (`sign` -1) or refunding (`sign` 1) a usage. Rows of untouched years are kept.
 * Throws when a used year has no row: callers check that first (see planReservation, planRefund).
 */
export function applyUsage(
  balances: readonly CreditBalance[],
  usage: readonly YearSeasonCount[],
  sign: 1 | -1,
): CreditBalance[] {
  for (const u of usage) {
    if (!balances.some((b) => b.jaar === u.jaar)) throw new Error(`Geen creditrij voor ${u.jaar}`);
  }
  return balances
    .map((b) => {
      const u = usage.find((x) => x.jaar === b.jaar);
      if (!u) return { ...b };
      return {
        jaar: b.jaar,
        credits_hoogseizoen: b.credits_hoogseizoen + sign * u.hoogseizoen,
        credits_laagseizoen: b.credits_laagseizoen + sign * u.laagseizoen,
      };
    })
    .sort((a, b) => a.jaar - b.jaar);
}

/**
 * A credits row as stored and shown (docs/decisions/0041-credit-allotment.md): what was granted for the year
 * (`toegekend_*`) and what is left of it (`credits_*`, the balance). The balance is always granted minus what the
 * user's reservations in that year used, so `toegekend_* − credits_*` is what is used.
 */
export type CreditRow = CreditBalance & { toegekend_hoogseizoen: number; toegekend_laagseizoen: number };

/** A row nothing has been spent from yet: the balance is the whole grant. */
export function freshCreditRow(jaar: number, grant: CreditAmounts): CreditRow {
  return {
    jaar,
    credits_hoogseizoen: grant.credits_hoogseizoen,
    credits_laagseizoen: grant.credits_laagseizoen,
    toegekend_hoogseizoen: grant.credits_hoogseizoen,
    toegekend_laagseizoen: grant.credits_laagseizoen,
  };
}

/** Credits of a row that reservations use, per season. */
export function usedCredits(row: CreditRow): { hoogseizoen: number; laagseizoen: number } {
  return {
    hoogseizoen: row.toegekend_hoogseizoen - row.credits_hoogseizoen,
    laagseizoen: row.toegekend_laagseizoen - row.credits_laagseizoen,
  };
}

export type Regrant =
  | { ok: true; row: CreditRow; delta: { hoogseizoen: number; laagseizoen: number }; changed: boolean }
  | { ok: false; error: { code: 'credits_below_used'; message: string; jaar: number } };

/**
 * Sets the grant of one year (docs/product/README.md#departures-from-the-spec-architecture-9: credits are an allotment). The balance moves by exactly the change
 * of the grant, so what is used stays used: the same grant again changes nothing, a higher or lower grant changes
 * the balance by the difference, and a grant below what is already used is refused. `current` is null when the
 * year has no row yet (nothing can be used then).
 */
export function regrant(current: CreditRow | null, jaar: number, grant: CreditAmounts): Regrant {
  const before = current ?? freshCreditRow(jaar, { credits_hoogseizoen: 0, credits_laagseizoen: 0 });
  const used = usedCredits(before);
  if (grant.credits_hoogseizoen < used.hoogseizoen || grant.credits_laagseizoen < used.laagseizoen) {
    return {
      ok: false,
      error: {
        code: 'credits_below_used',
        message: fillPlaceholders(ERRORS.credits_below_used.message, {
          year: jaar,
          hoog: used.hoogseizoen,
          laag: used.laagseizoen,
        }),
        jaar,
      },
    };
  }
  const delta = {
    hoogseizoen: grant.credits_hoogseizoen - before.toegekend_hoogseizoen,
    laagseizoen: grant.credits_laagseizoen - before.toegekend_laagseizoen,
  };
  return {
    ok: true,
    row: {
      jaar,
      toegekend_hoogseizoen: grant.credits_hoogseizoen,
      toegekend_laagseizoen: grant.credits_laagseizoen,
      credits_hoogseizoen: grant.credits_hoogseizoen - used.hoogseizoen,
      credits_laagseizoen: grant.credits_laagseizoen - used.laagseizoen,
    },
    delta,
    changed: current === null || delta.hoogseizoen !== 0 || delta.laagseizoen !== 0,
  };
}

/** Why a credits year outside the booking horizon is refused (code `outside_horizon`), naming the two years. */
export const CREDITS_OUTSIDE_HORIZON_MESSAGE =
  'Credits kunnen alleen worden ingesteld voor dit en volgend kalenderjaar ({first} en {last}).';

export function creditsOutsideHorizonMessage(today: IsoDate): string {
  const { firstYear, lastYear } = bookingHorizon(today);
  return fillPlaceholders(CREDITS_OUTSIDE_HORIZON_MESSAGE, { first: firstYear, last: lastYear });
}
