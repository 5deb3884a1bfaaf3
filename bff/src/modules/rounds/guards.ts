import { yearOf } from '@camperdeel/rules/dates';
import { breaksFairUse } from '@camperdeel/rules/fair-use';
import type { PlannedRun } from '@camperdeel/rules/reservation-plan';
import { isHighSeason } from '@camperdeel/rules/seasons';
import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';
import { maxConsecutiveHighSeason, refuseDuringOpenRound } from './service.ts';

/**
 * What the fair share of the high season adds to every booking, inside its transaction: no high-season day of a
 * year whose wish round is open (409 round_open), and no run with more high-season days than the camper's fair-use
 * rule allows (422 max_consecutive).
 */
export async function checkFairShare(trx: Db, camperId: string, runs: readonly PlannedRun[]): Promise<void> {
  const highDays = runs.flatMap((run) => run.dagen.filter(isHighSeason));
  if (highDays.length === 0) return;
  await refuseDuringOpenRound(trx, camperId, [...new Set(highDays.map(yearOf))]);
  const max = await maxConsecutiveHighSeason(trx, camperId);
  if (max !== null && breaksFairUse(runs, max)) {
    throw apiFailure('max_consecutive', { values: { max } });
  }
}
