import { randomBytes, randomUUID } from 'node:crypto';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { isHorizonYear } from '@camperdeel/rules/horizon';
import type { RoundCreateInput, WishesPutInput } from '@camperdeel/rules/schemas/rounds';
import { checkWishes } from '@camperdeel/rules/wish-rounds';
import type { Db } from '../../db/connection.ts';
import type { WensrondesTable } from '../../db/schema.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireCamper } from '../campers/view.ts';
import { approvedReservationsOf } from '../reservations/approved.ts';

export type RoundJson = Omit<WensrondesTable, 'created_at'>;
export type WishJson = { rang: number; start_datum: IsoDate; eind_datum: IsoDate };

const ROUND_COLUMNS = ['id', 'camper_id', 'jaar', 'status', 'sluit_op', 'loting_seed'] as const;

export const ROUND_MESSAGES = {
  closesInPast: 'De sluitdatum mag niet in het verleden liggen.',
  closesAfterSeason: 'De sluitdatum moet voor het jaar van de wensronde liggen of erin vallen.',
  yearOutsideHorizon: 'Een wensronde kan alleen voor dit of volgend kalenderjaar worden geopend.',
  reversed: 'De einddatum van een wens mag niet voor de startdatum liggen.',
} as const;

/** Opens a round for `jaar` on a camper: a fresh public seed for its lottery; one round per camper and year. */
export async function createRound(
  db: Db,
  input: { camperId: string; round: RoundCreateInput; now: Date },
): Promise<RoundJson> {
  const today = todayInAmsterdam(input.now);
  const { jaar, sluit_op } = input.round;
  if (!isHorizonYear(jaar, today))
    throw apiFailure('outside_horizon', { message: ROUND_MESSAGES.yearOutsideHorizon });
  if (sluit_op < today) throw apiFailure('invalid_input', { message: ROUND_MESSAGES.closesInPast });
  if (Number(sluit_op.slice(0, 4)) > jaar) {
    throw apiFailure('invalid_input', { message: ROUND_MESSAGES.closesAfterSeason });
  }
  return immediateTransaction(db, async (trx) => {
    await requireCamper(trx, input.camperId);
    const existing = await trx
      .selectFrom('wensrondes')
      .select('id')
      .where('camper_id', '=', input.camperId)
      .where('jaar', '=', jaar)
      .executeTakeFirst();
    if (existing) throw apiFailure('round_exists');
    const ronde: RoundJson = {
      id: randomUUID(),
      camper_id: input.camperId,
      jaar,
      status: 'open',
      sluit_op,
      loting_seed: randomBytes(16).toString('hex'),
    };
    await trx
      .insertInto('wensrondes')
      .values({ ...ronde, created_at: input.now.toISOString() })
      .execute();
    return ronde;
  });
}

/** A camper's rounds, newest year first. */
function roundsOfCamper(db: Db, camperId: string): Promise<RoundJson[]> {
  return db
    .selectFrom('wensrondes')
    .select(ROUND_COLUMNS)
    .where('camper_id', '=', camperId)
    .orderBy('jaar', 'desc')
    .execute();
}

/** A camper's rounds, newest year first (404 camper_not_found for an unknown camper). */
export async function listRounds(db: Db, camperId: string): Promise<RoundJson[]> {
  await requireCamper(db, camperId);
  return roundsOfCamper(db, camperId);
}

/** One round (404 round_not_found), optionally only when it belongs to `camperId`. */
export async function findRound(db: Db, roundId: string, camperId?: string): Promise<RoundJson> {
  let query = db.selectFrom('wensrondes').select(ROUND_COLUMNS).where('id', '=', roundId);
  if (camperId !== undefined) query = query.where('camper_id', '=', camperId);
  const ronde = await query.executeTakeFirst();
  if (!ronde) throw apiFailure('round_not_found');
  return ronde;
}

async function wishesOf(db: Db, roundId: string, userId: string): Promise<WishJson[]> {
  return db
    .selectFrom('wensen')
    .select(['rang', 'start_datum', 'eind_datum'])
    .where('ronde_id', '=', roundId)
    .where('user_id', '=', userId)
    .orderBy('rang')
    .execute();
}

/** The rounds of the owner's camper, each with the owner's own wishes. */
export async function ownerRounds(
  db: Db,
  camperId: string,
  userId: string,
): Promise<(RoundJson & { mijn_wensen: WishJson[] })[]> {
  const rondes = await roundsOfCamper(db, camperId);
  return Promise.all(rondes.map(async (r) => ({ ...r, mijn_wensen: await wishesOf(db, r.id, userId) })));
}

/** Wishes change only while the round is open and its closing day has not passed (Amsterdam time). */
export function isClosedForWishes(ronde: RoundJson, now: Date): boolean {
  return ronde.status !== 'open' || todayInAmsterdam(now) > ronde.sluit_op;
}

/** Replaces the owner's ranked wishes for a round of their camper, in one transaction. */
export async function putWishes(
  db: Db,
  input: { roundId: string; camperId: string; userId: string; wishes: WishesPutInput; now: Date },
): Promise<WishJson[]> {
  return immediateTransaction(db, async (trx) => {
    const ronde = await findRound(trx, input.roundId, input.camperId);
    if (isClosedForWishes(ronde, input.now)) throw apiFailure('round_closed');
    const checked = checkWishes(input.wishes.wensen, ronde.jaar);
    if (!checked.ok) {
      throw checked.code === 'invalid_input'
        ? apiFailure('invalid_input', { message: ROUND_MESSAGES.reversed })
        : apiFailure(checked.code, { values: { jaar: ronde.jaar } });
    }
    await trx
      .deleteFrom('wensen')
      .where('ronde_id', '=', ronde.id)
      .where('user_id', '=', input.userId)
      .execute();
    const wensen = checked.wensen.map((w, i) => ({ rang: i + 1, ...w }));
    if (wensen.length > 0) {
      await trx
        .insertInto('wensen')
        .values(wensen.map((w) => ({ ...w, ronde_id: ronde.id, user_id: input.userId })))
        .execute();
    }
    return wensen;
  });
}

/**
 * 409 round_open when one of `days` is a high-season day of a year whose round is still open on this camper: that
 * season is shared out by the round, not by who books first.
 */
export async function refuseDuringOpenRound(trx: Db, camperId: string, highSeasonYears: readonly number[]) {
  if (highSeasonYears.length === 0) return;
  const open = await trx
    .selectFrom('wensrondes')
    .select('jaar')
    .where('camper_id', '=', camperId)
    .where('status', '=', 'open')
    .where('jaar', 'in', highSeasonYears)
    .orderBy('jaar')
    .executeTakeFirst();
  if (open) throw apiFailure('round_open', { values: { jaar: open.jaar } });
}

/** The ids of open rounds whose closing day has passed: the server allocates them itself. */
export async function dueRoundIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('wensrondes')
    .select('id')
    .where('status', '=', 'open')
    .where('sluit_op', '<', todayInAmsterdam(now))
    .orderBy('sluit_op')
    .execute();
  return rows.map((r) => r.id);
}

/** The camper's approved reservations that share a day with [from, to], by start date. */
export async function approvedReservationsIn(db: Db, camperId: string, from: IsoDate, to: IsoDate) {
  return approvedReservationsOf(db, camperId)
    .select([
      'reserveringen.id',
      'reserveringen.user_id',
      'reserveringen.start_datum',
      'reserveringen.eind_datum',
    ])
    .where('reserveringen.eind_datum', '>=', from)
    .where('reserveringen.start_datum', '<=', to)
    .orderBy('reserveringen.start_datum')
    .execute();
}

/** The camper's fair-use rule; null when it has none. */
export async function maxConsecutiveHighSeason(db: Db, camperId: string): Promise<number | null> {
  const row = await db
    .selectFrom('camper_regels')
    .select('max_aaneengesloten_hoogseizoen')
    .where('camper_id', '=', camperId)
    .executeTakeFirst();
  return row?.max_aaneengesloten_hoogseizoen ?? null;
}

/** The camper's fair-use rule as the admin reads and sets it (404 camper_not_found for an unknown camper). */
export async function camperRules(
  db: Db,
  camperId: string,
): Promise<{ max_aaneengesloten_hoogseizoen: number | null }> {
  await requireCamper(db, camperId);
  return { max_aaneengesloten_hoogseizoen: await maxConsecutiveHighSeason(db, camperId) };
}

/** Sets (or with null lifts) the camper's fair-use rule. */
export async function setCamperRules(
  db: Db,
  camperId: string,
  max: number | null,
): Promise<{ max_aaneengesloten_hoogseizoen: number | null }> {
  return immediateTransaction(db, async (trx) => {
    await requireCamper(trx, camperId);
    await trx
      .insertInto('camper_regels')
      .values({ camper_id: camperId, max_aaneengesloten_hoogseizoen: max })
      .onConflict((oc) => oc.column('camper_id').doUpdateSet({ max_aaneengesloten_hoogseizoen: max }))
      .execute();
    return { max_aaneengesloten_hoogseizoen: max };
  });
}
