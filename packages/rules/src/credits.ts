import { type IsoDate, yearOf } from './dates.ts';
import type { CreditBalance, YearSeasonCount } from './reservation-plan.ts';

/** Credits for one year, per season. */
export type CreditAmounts = { credits_hoogseizoen: number; credits_laagseizoen: number };

/**
 * What an admin sets (spec §9): the start year with its own credits, and a yearly standard that applies
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

/** The years whose credits an owner sees and the calendar loads (spec §5): this year and next. */
export function visibleCreditYears(today: IsoDate): [number, number] {
  const jaar = yearOf(today);
  return [jaar, jaar + 1];
}

/**
 * The credit form's coercion (spec §5: whole numbers, minimum 0, invalid input becomes 0).
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
