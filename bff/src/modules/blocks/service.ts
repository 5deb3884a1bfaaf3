import { randomUUID } from 'node:crypto';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { isWithinHorizon } from '@camperdeel/rules/horizon';
import type { BlockCreateInput } from '@camperdeel/rules/schemas/blocks';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireCamper } from '../campers/view.ts';
import { approvedReservationsOf } from '../reservations/approved.ts';

/** A maintenance block as the API speaks it. */
export type BlockJson = {
  id: string;
  camper_id: string;
  start_datum: IsoDate;
  eind_datum: IsoDate;
  reden: string;
  created_at: string;
};

/** A reservation a block lies over: who holds it and when. */
export type BlockConflict = {
  id: string;
  user_id: string;
  naam: string;
  email: string;
  camper_id: string;
  start_datum: IsoDate;
  eind_datum: IsoDate;
  seizoen_type: 'hoogseizoen' | 'laagseizoen';
  credits_gebruikt: number;
};

const BLOCK_COLUMNS = ['id', 'camper_id', 'start_datum', 'eind_datum', 'reden', 'created_at'] as const;

export const BLOCK_MESSAGES = {
  order: 'De einddatum mag niet voor de startdatum liggen.',
  horizon: 'Een blokkade kan alleen in dit en volgend kalenderjaar vallen.',
} as const;

/** Every block of a camper, earliest first. */
export async function listBlocks(db: Db, camperId: string): Promise<BlockJson[]> {
  return db
    .selectFrom('camper_blokkades')
    .select(BLOCK_COLUMNS)
    .where('camper_id', '=', camperId)
    .orderBy('start_datum')
    .orderBy('id')
    .execute();
}

/** The blocks of a camper that end on or after `from` (the reservation check needs no older ones). */
export async function blocksFrom(db: Db, camperId: string, from: IsoDate): Promise<BlockJson[]> {
  return db
    .selectFrom('camper_blokkades')
    .select(BLOCK_COLUMNS)
    .where('camper_id', '=', camperId)
    .where('eind_datum', '>=', from)
    .execute();
}

/** Approved reservations of the camper that share at least one day with [start, end]. */
export async function conflictingReservations(
  db: Db,
  camperId: string,
  start: IsoDate,
  end: IsoDate,
): Promise<BlockConflict[]> {
  return approvedReservationsOf(db, camperId)
    .select([
      'reserveringen.id',
      'reserveringen.user_id',
      'profiles.naam',
      'profiles.email',
      'reserveringen.camper_id',
      'reserveringen.start_datum',
      'reserveringen.eind_datum',
      'reserveringen.seizoen_type',
      'reserveringen.credits_gebruikt',
    ])
    .where('reserveringen.start_datum', '<=', end)
    .where('reserveringen.eind_datum', '>=', start)
    .orderBy('reserveringen.start_datum')
    .execute();
}

/** The admin list: every block with the reservations it lies over. */
export async function listBlocksWithConflicts(
  db: Db,
  camperId: string,
): Promise<(BlockJson & { conflicten: BlockConflict[] })[]> {
  await requireCamper(db, camperId);
  const blocks = await listBlocks(db, camperId);
  return Promise.all(
    blocks.map(async (b) => ({
      ...b,
      conflicten: await conflictingReservations(db, camperId, b.start_datum, b.eind_datum),
    })),
  );
}

export type CreatedBlock = { blokkade: BlockJson; conflicten: BlockConflict[] };

/**
 * Stores a block in one immediate transaction: the camper must exist, both dates lie inside the booking horizon
 * (422 outside_horizon) and start ≤ end (400). Reservations it lies over are allowed (the garage decides) and
 * answered as conflicts so the admin can talk to those owners; an identical block again is 409.
 */
export async function createBlock(
  db: Db,
  input: { camperId: string; block: BlockCreateInput; actorId: string; now: Date },
): Promise<CreatedBlock> {
  const { start_datum, eind_datum, reden } = input.block;
  const today = todayInAmsterdam(input.now);
  if (!isWithinHorizon(start_datum, today) || !isWithinHorizon(eind_datum, today)) {
    throw apiFailure('outside_horizon', { message: BLOCK_MESSAGES.horizon });
  }
  if (start_datum > eind_datum) throw apiFailure('invalid_input', { message: BLOCK_MESSAGES.order });
  return immediateTransaction(db, async (trx) => {
    await requireCamper(trx, input.camperId);
    const same = await trx
      .selectFrom('camper_blokkades')
      .select('id')
      .where('camper_id', '=', input.camperId)
      .where('start_datum', '=', start_datum)
      .where('eind_datum', '=', eind_datum)
      .executeTakeFirst();
    if (same) throw apiFailure('block_exists');
    const blokkade: BlockJson = {
      id: randomUUID(),
      camper_id: input.camperId,
      start_datum,
      eind_datum,
      reden,
      created_at: input.now.toISOString(),
    };
    await trx
      .insertInto('camper_blokkades')
      .values({ ...blokkade, created_by: input.actorId })
      .execute();
    const conflicten = await conflictingReservations(trx, input.camperId, start_datum, eind_datum);
    return { blokkade, conflicten };
  });
}

/** Removes a block (404 when unknown) and returns it; `alongside` runs last in the same transaction. */
export async function deleteBlock(
  db: Db,
  id: string,
  alongside?: (trx: Db, block: BlockJson) => Promise<void>,
): Promise<BlockJson> {
  return immediateTransaction(db, async (trx) => {
    const block = await trx
      .selectFrom('camper_blokkades')
      .select(BLOCK_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!block) throw apiFailure('block_not_found');
    await trx.deleteFrom('camper_blokkades').where('id', '=', id).execute();
    await alongside?.(trx, block);
    return block;
  });
}
