import { randomUUID } from 'node:crypto';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import {
  checkHandover,
  type HandoverFields,
  type HandoverMoment,
  handoverRuleMessage,
} from '@camperdeel/rules/handover';
import { type DamageStatus, initialDamageStatus } from '@camperdeel/rules/handover-correction';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { findOwnReservation, type OwnReservation } from '../reservations/approved.ts';
import { pickedUpReservations } from '../reservations/service.ts';
import {
  type HandoverPhotoJson,
  handoverPhotoJson,
  removeHandoverPhotos,
  storeHandoverPhoto,
} from './photos.ts';

/** One handover as the API speaks it: who recorded it, on which reservation, and signed links to its photos. */
export type HandoverJson = {
  id: string;
  camper_id: string;
  reservering_id: string | null;
  reservering: { start_datum: IsoDate; eind_datum: IsoDate } | null;
  user_id: string | null;
  /** The name of whoever recorded it. */
  naam: string | null;
  moment: HandoverMoment;
  km_stand: number;
  brandstof_procent: number;
  schoon: boolean;
  schade: string | null;
  /** Null without damage; `open` when reported, then `in_behandeling` and `opgelost` as the admin follows it up. */
  schade_status: DamageStatus | null;
  /** The admin's note on the follow-up. */
  notitie: string | null;
  created_at: string;
  fotos: HandoverPhotoJson[];
  foto_urls: string[];
};

/** The highest odometer reading ever recorded for the camper, or null before the first handover. */
async function lastKm(db: Db, camperId: string): Promise<number | null> {
  const row = await db
    .selectFrom('overdrachten')
    .select((eb) => eb.fn.max<number | null>('km_stand').as('km'))
    .where('camper_id', '=', camperId)
    .executeTakeFirst();
  return row?.km ?? null;
}

/** Every rule a new handover must meet, read from `db`; throws the Dutch API error of the first broken one. */
async function checkRules(
  db: Db,
  input: { userId: string; camperId: string; reservationId: string; fields: HandoverFields; now: Date },
): Promise<OwnReservation> {
  const reservation = await findOwnReservation(db, input);
  const broken = checkHandover({
    today: todayInAmsterdam(input.now),
    startDatum: reservation.start_datum,
    eindDatum: reservation.eind_datum,
    moment: input.fields.moment,
    hasPickup:
      input.fields.moment === 'terugbrengen' &&
      (await pickedUpReservations(db, [reservation.id])).has(reservation.id),
    kmStand: input.fields.km_stand,
    lastKm: await lastKm(db, input.camperId),
  });
  if (broken) throw apiFailure(broken.code, { message: handoverRuleMessage(broken) });
  const twice = await db
    .selectFrom('overdrachten')
    .select('id')
    .where('reservering_id', '=', reservation.id)
    .where('moment', '=', input.fields.moment)
    .executeTakeFirst();
  if (twice) throw apiFailure('handover_exists');
  return reservation;
}

export type RecordHandoverInput = {
  userId: string;
  camperId: string;
  reservationId: string;
  fields: HandoverFields;
  photos: readonly UploadedFile[];
  now: Date;
};

/**
 * Records a pick-up or return. The rules are checked once before any photo is written (a refused handover costs no
 * disk work), the photos are stored outside the write lock, then ONE immediate transaction checks every rule again
 * and inserts the handover with its photos. If anything fails after the photos were stored, they are removed.
 */
export async function recordHandover(
  db: Db,
  config: Config,
  input: RecordHandoverInput,
): Promise<HandoverJson> {
  await checkRules(db, input);
  const keys: string[] = [];
  try {
    for (const photo of input.photos) keys.push(await storeHandoverPhoto(config, photo));
    const id = randomUUID();
    await immediateTransaction(db, async (trx) => {
      const reservation = await checkRules(trx, input);
      await trx
        .insertInto('overdrachten')
        .values({
          id,
          camper_id: input.camperId,
          reservering_id: reservation.id,
          user_id: input.userId,
          moment: input.fields.moment,
          km_stand: input.fields.km_stand,
          brandstof_procent: input.fields.brandstof_procent,
          schoon: input.fields.schoon ? 1 : 0,
          schade: input.fields.schade ?? null,
          schade_status: initialDamageStatus(input.fields.schade),
          created_at: input.now.toISOString(),
        })
        .execute();
      if (keys.length > 0) {
        await trx
          .insertInto('overdracht_fotos')
          .values(
            keys.map((storage_key, volgorde) => ({
              id: randomUUID(),
              overdracht_id: id,
              storage_key,
              volgorde,
            })),
          )
          .execute();
      }
    });
    const [created] = await listHandovers(db, config, { camperId: input.camperId, id }, input.now);
    if (!created) throw new Error('handover vanished after commit');
    return created;
  } catch (error) {
    await removeHandoverPhotos(config, keys);
    throw error;
  }
}

/** What a handover records, beyond who, which camper and which reservation (the log's and the export's columns). */
export const HANDOVER_RECORD_COLUMNS = [
  'overdrachten.moment',
  'overdrachten.km_stand',
  'overdrachten.brandstof_procent',
  'overdrachten.schoon',
  'overdrachten.schade',
  'overdrachten.created_at',
] as const;

/** At most this many damages in the admins' follow-up list (newest first): it is a work list, not an archive. */
export const MAX_DAMAGE_LIST = 200;

/** One camper's log (optionally one handover, or one reservation's), or every reported damage (of one status). */
export type HandoverFilter =
  | { camperId: string; id?: string; reservationId?: string }
  | { damage: DamageStatus | 'alle' };

/** Handovers newest first, with fresh signed photo links. */
export async function listHandovers(
  db: Db,
  config: Config,
  filter: HandoverFilter,
  now: Date,
): Promise<HandoverJson[]> {
  let query = db
    .selectFrom('overdrachten')
    .leftJoin('profiles', 'profiles.id', 'overdrachten.user_id')
    .leftJoin('reserveringen', 'reserveringen.id', 'overdrachten.reservering_id')
    .select([
      'overdrachten.id',
      'overdrachten.camper_id',
      'overdrachten.reservering_id',
      'reserveringen.start_datum',
      'reserveringen.eind_datum',
      'overdrachten.user_id',
      'profiles.naam',
      ...HANDOVER_RECORD_COLUMNS,
      'overdrachten.schade_status',
      'overdrachten.notitie',
    ]);
  if ('damage' in filter) {
    query =
      filter.damage === 'alle'
        ? query.where('overdrachten.schade_status', 'is not', null)
        : query.where('overdrachten.schade_status', '=', filter.damage);
    query = query.limit(MAX_DAMAGE_LIST);
  } else {
    query = query.where('overdrachten.camper_id', '=', filter.camperId);
    if (filter.id) query = query.where('overdrachten.id', '=', filter.id);
    if (filter.reservationId) query = query.where('overdrachten.reservering_id', '=', filter.reservationId);
  }
  // Within one instant a return comes after its pick-up ('terugbrengen' sorts after 'ophalen').
  const rows = await query
    .orderBy('overdrachten.created_at', 'desc')
    .orderBy('overdrachten.moment', 'desc')
    .orderBy('overdrachten.id')
    .execute();
  const ids = rows.map((r) => r.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .selectFrom('overdracht_fotos')
          .select(['id', 'overdracht_id', 'storage_key', 'volgorde'])
          .where('overdracht_id', 'in', ids)
          .orderBy('volgorde')
          .execute();
  return rows.map(({ start_datum, eind_datum, schoon, ...row }) => {
    const fotos = photos
      .filter((p) => p.overdracht_id === row.id)
      .map((p) => handoverPhotoJson(config, p, now));
    return {
      ...row,
      reservering: start_datum && eind_datum ? { start_datum, eind_datum } : null,
      schoon: schoon === 1,
      fotos,
      foto_urls: fotos.map((f) => f.url),
    };
  });
}

/** The handovers of one of the caller's own reservations (404 for anyone else's). */
export async function listOwnReservationHandovers(
  db: Db,
  config: Config,
  input: { userId: string; camperId: string; reservationId: string; now: Date },
): Promise<HandoverJson[]> {
  const reservation = await findOwnReservation(db, input);
  return listHandovers(db, config, { camperId: input.camperId, reservationId: reservation.id }, input.now);
}
