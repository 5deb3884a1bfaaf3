import { formatDateRange } from '@camperdeel/rules/format';
import type { Db } from '../../db/connection.ts';
import type { Deps } from '../../http/env.ts';
import { notifyContextOf, notifyUsers } from '../notifications/service.ts';
import type { AllocationJson } from './allocate.ts';
import type { RoundJson } from './service.ts';

/** What one owner got, in words: the granted periods, or why nothing was. */
export function outcomeText(ronde: RoundJson, mine: readonly AllocationJson[]): string {
  const granted = mine.filter((a) => a.reden === 'toegewezen');
  if (granted.length > 0) {
    const periods = granted.map((a) => formatDateRange(a.start_datum, a.eind_datum)).join(', ');
    return `De wensronde voor ${ronde.jaar} is verdeeld. Je hebt gekregen: ${periods}. De reserveringen staan in je kalender.`;
  }
  if (mine.length === 0) return `De wensronde voor ${ronde.jaar} is verdeeld. Je had geen wensen opgegeven.`;
  return `De wensronde voor ${ronde.jaar} is verdeeld. Geen van je wensen kon worden toegewezen.`;
}

/** Every owner of the camper is told their own outcome, in the allocation's transaction. */
export async function noticeRoundOutcome(
  trx: Db,
  deps: Pick<Deps, 'config' | 'now' | 'appOrigin'>,
  input: { ronde: RoundJson; owners: readonly string[]; toewijzingen: readonly AllocationJson[] },
): Promise<void> {
  const ctx = notifyContextOf(deps);
  for (const userId of input.owners) {
    await notifyUsers(trx, ctx, [userId], {
      soort: 'ronde_uitslag',
      titel: `Uitslag wensronde ${input.ronde.jaar}`,
      tekst: outcomeText(
        input.ronde,
        input.toewijzingen.filter((a) => a.user_id === userId),
      ),
      link: '/mijn-camper/wensronde',
    });
  }
}
