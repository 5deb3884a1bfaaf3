import { eachDay, type IsoDate, isoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { isHighSeason } from '@camperdeel/rules/seasons';
import {
  type Allocation,
  allocateRound,
  lotteryNumber,
  type RoundOwner,
} from '@camperdeel/rules/wish-rounds';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';
import { blocksFrom } from '../blocks/service.ts';
import { materialiseCredits } from '../credits/service.ts';
import { reserveDays } from '../reservations/service.ts';
import { highSeasonPeriods, tellWatchers } from '../watches/release.ts';
import { noticeRoundOutcome } from './notices.ts';
import { approvedReservationsIn, findRound, maxConsecutiveHighSeason, type RoundJson } from './service.ts';

export type AllocationJson = {
  user_id: string;
  rang: number;
  start_datum: IsoDate;
  eind_datum: IsoDate;
  reservering_id: string | null;
  reden: Allocation['reden'];
};

export type DraftPlaceJson = {
  user_id: string;
  naam: string;
  beurt: number;
  hoogseizoen_gebruikt: number;
  lotnummer: number;
};

export type AllocatedRound = { ronde: RoundJson; toewijzingen: AllocationJson[]; loting: DraftPlaceJson[] };

/** High-season days each owner reserved on this camper in the two years before `jaar`. */
async function highSeasonUsed(trx: Db, camperId: string, jaar: number): Promise<Map<string, number>> {
  const from = isoDate(jaar - 2, 1, 1);
  const to = isoDate(jaar - 1, 12, 31);
  const used = new Map<string, number>();
  for (const r of await approvedReservationsIn(trx, camperId, from, to)) {
    // Only the two years' days are walked: a stored reservation may reach far beyond them (even 9999-12-31).
    const start = r.start_datum < from ? from : r.start_datum;
    const end = r.eind_datum > to ? to : r.eind_datum;
    const days = eachDay(start, end).filter(isHighSeason);
    used.set(r.user_id, (used.get(r.user_id) ?? 0) + days.length);
  }
  return used;
}

/**
 * Allocates a round in ONE immediate transaction: the round is closed first (so its own grants are not refused as
 * bookings during an open round), the draft runs on what is stored under the write lock, every granted wish becomes
 * an ordinary reservation (credits charged, ledger reason `ronde`), the outcome and the draw are stored, and every
 * owner is told. Allocating a round twice is 409 round_closed. `actorId` is the admin, or null for the server.
 */
export async function allocateStoredRound(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'appOrigin'>,
  roundId: string,
  actorId: string | null,
): Promise<AllocatedRound> {
  const now = deps.now();
  return immediateTransaction(deps.db, async (trx) => {
    const found = await findRound(trx, roundId);
    if (found.status !== 'open') throw apiFailure('round_closed');
    await trx.updateTable('wensrondes').set({ status: 'toegewezen' }).where('id', '=', roundId).execute();
    const ronde: RoundJson = { ...found, status: 'toegewezen' };
    const today = todayInAmsterdam(now);

    const owners = await trx
      .selectFrom('camper_eigenaars')
      .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
      .select(['camper_eigenaars.user_id', 'profiles.naam'])
      .where('camper_eigenaars.camper_id', '=', ronde.camper_id)
      .orderBy('camper_eigenaars.user_id')
      .execute();
    const used = await highSeasonUsed(trx, ronde.camper_id, ronde.jaar);
    const roundOwners: RoundOwner[] = [];
    for (const owner of owners) {
      const [credits] = await materialiseCredits(trx, owner.user_id, [ronde.jaar], now);
      roundOwners.push({
        user_id: owner.user_id,
        hoogseizoen_gebruikt: used.get(owner.user_id) ?? 0,
        credits_hoogseizoen: credits?.credits_hoogseizoen ?? 0,
      });
    }
    // Wishes of someone who is no longer an owner do not take part.
    const ownerIds = owners.map((o) => o.user_id);
    const wishes =
      ownerIds.length === 0
        ? []
        : await trx
            .selectFrom('wensen')
            .select(['user_id', 'rang', 'start_datum', 'eind_datum'])
            .where('ronde_id', '=', roundId)
            .where('user_id', 'in', ownerIds)
            .execute();
    const outcome = allocateRound({
      seed: ronde.loting_seed,
      owners: roundOwners,
      wishes,
      reservations: await approvedReservationsIn(
        trx,
        ronde.camper_id,
        isoDate(ronde.jaar - 1, 12, 31),
        isoDate(ronde.jaar + 1, 1, 1),
      ),
      blocks: await blocksFrom(trx, ronde.camper_id, today),
      maxConsecutive: await maxConsecutiveHighSeason(trx, ronde.camper_id),
      today,
    });

    const toewijzingen: AllocationJson[] = [];
    for (const a of outcome.allocations) {
      let reserveringId: string | null = null;
      if (a.reden === 'toegewezen') {
        const created = await reserveDays(trx, {
          userId: a.user_id,
          camperId: ronde.camper_id,
          dagen: eachDay(a.start_datum, a.eind_datum),
          now,
          ...(actorId ? { actorId } : {}),
          reden: 'ronde',
        });
        reserveringId = created.reserveringen[0]?.id ?? null;
      }
      const row: AllocationJson = {
        user_id: a.user_id,
        rang: a.rang,
        start_datum: a.start_datum,
        eind_datum: a.eind_datum,
        reservering_id: reserveringId,
        reden: a.reden,
      };
      toewijzingen.push(row);
      await trx
        .insertInto('ronde_toewijzingen')
        .values({ ...row, ronde_id: roundId, volgorde: a.volgorde })
        .execute();
    }
    const names = new Map(owners.map((o) => [o.user_id, o.naam]));
    const loting = outcome.order.map(
      (userId, i): DraftPlaceJson => ({
        user_id: userId,
        naam: names.get(userId) ?? '',
        beurt: i + 1,
        hoogseizoen_gebruikt: used.get(userId) ?? 0,
        lotnummer: lotteryNumber(ronde.loting_seed, userId),
      }),
    );
    if (loting.length > 0) {
      await trx
        .insertInto('ronde_loting')
        .values(loting.map(({ naam: _naam, ...place }) => ({ ...place, ronde_id: roundId })))
        .execute();
    }
    await noticeRoundOutcome(trx, deps, { ronde, owners: ownerIds, toewijzingen });
    // The year's high season was closed to direct booking while the round ran; what is left over is bookable now.
    await tellWatchers(trx, deps, { camperId: ronde.camper_id, released: highSeasonPeriods(ronde.jaar) });
    return { ronde, toewijzingen, loting };
  });
}

/** A round's stored outcome and draw (empty before it is allocated), for its page. */
export async function storedOutcome(db: Db, ronde: RoundJson): Promise<AllocatedRound> {
  const [toewijzingen, loting] = await Promise.all([
    db
      .selectFrom('ronde_toewijzingen')
      .innerJoin('ronde_loting', (join) =>
        join
          .onRef('ronde_loting.ronde_id', '=', 'ronde_toewijzingen.ronde_id')
          .onRef('ronde_loting.user_id', '=', 'ronde_toewijzingen.user_id'),
      )
      .select([
        'ronde_toewijzingen.user_id',
        'ronde_toewijzingen.rang',
        'ronde_toewijzingen.start_datum',
        'ronde_toewijzingen.eind_datum',
        'ronde_toewijzingen.reservering_id',
        'ronde_toewijzingen.reden',
      ])
      .where('ronde_toewijzingen.ronde_id', '=', ronde.id)
      .orderBy('ronde_loting.beurt')
      .orderBy('ronde_toewijzingen.rang')
      .execute(),
    db
      .selectFrom('ronde_loting')
      .innerJoin('profiles', 'profiles.id', 'ronde_loting.user_id')
      .select([
        'ronde_loting.user_id',
        'profiles.naam',
        'ronde_loting.beurt',
        'ronde_loting.hoogseizoen_gebruikt',
        'ronde_loting.lotnummer',
      ])
      .where('ronde_loting.ronde_id', '=', ronde.id)
      .orderBy('ronde_loting.beurt')
      .execute(),
  ]);
  return { ronde, toewijzingen, loting };
}
