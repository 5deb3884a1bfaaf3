import { randomUUID } from 'node:crypto';
import { openSlots } from '@camperdeel/rules/camper';
import { centsToEuro } from '@camperdeel/rules/money';
import type { Db } from '../../db/connection.ts';
import type { AanmeldingStatus } from '../../db/schema.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { findCamperRow } from '../campers/view.ts';
import { notifyApplicationReceived } from '../notifications/events.ts';
import type { NotifyContext } from '../notifications/service.ts';

/** A user's own application with the camper fields of docs/product/api.md#calls-spec-7 (the 'Mijn aanmeldingen' cards). */
export type OwnApplicationJson = {
  id: string;
  user_id: string;
  camper_id: string;
  status: AanmeldingStatus;
  created_at: string;
  camper: {
    id: string;
    naam: string;
    merk: string;
    model: string;
    hoofdfoto_url: string | null;
    aantal_zitplaatsen: number;
    aantal_bedden: number;
    prijs: number;
  };
};

function ownApplications(db: Db, userId: string) {
  return db
    .selectFrom('aanmeldingen')
    .innerJoin('campers', 'campers.id', 'aanmeldingen.camper_id')
    .select([
      'aanmeldingen.id',
      'aanmeldingen.user_id',
      'aanmeldingen.camper_id',
      'aanmeldingen.status',
      'aanmeldingen.created_at',
      'campers.naam',
      'campers.merk',
      'campers.model',
      'campers.hoofdfoto_url',
      'campers.aantal_zitplaatsen',
      'campers.aantal_bedden',
      'campers.prijs_cent',
    ])
    .where('aanmeldingen.user_id', '=', userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof ownApplications>['execute']>>[number];

function toJson(row: Row): OwnApplicationJson {
  return {
    id: row.id,
    user_id: row.user_id,
    camper_id: row.camper_id,
    status: row.status,
    created_at: row.created_at,
    camper: {
      id: row.camper_id,
      naam: row.naam,
      merk: row.merk,
      model: row.model,
      hoofdfoto_url: row.hoofdfoto_url,
      aantal_zitplaatsen: row.aantal_zitplaatsen,
      aantal_bedden: row.aantal_bedden,
      prijs: centsToEuro(row.prijs_cent),
    },
  };
}

/** Newest first (docs/product/api.md#calls-spec-7). */
export async function listOwnApplications(db: Db, userId: string): Promise<OwnApplicationJson[]> {
  const rows = await ownApplications(db, userId)
    .orderBy('aanmeldingen.created_at', 'desc')
    .orderBy('aanmeldingen.id')
    .execute();
  return rows.map(toJson);
}

/**
 * Applies for a camper in one immediate transaction: a hidden or unknown camper is 404, a second application
 * 409 `already_applied`, a camper without open slots 409 `camper_full`.
 */
export async function applyForCamper(
  db: Db,
  input: { userId: string; camperId: string; now: Date; notify: NotifyContext },
): Promise<OwnApplicationJson> {
  return immediateTransaction(db, async (trx) => {
    const camper = await findCamperRow(trx, input.camperId);
    if (camper?.toont_in_camper_vinden !== 1) throw apiFailure('camper_not_found');
    const existing = await trx
      .selectFrom('aanmeldingen')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('camper_id', '=', input.camperId)
      .executeTakeFirst();
    if (existing) throw apiFailure('already_applied');
    if (openSlots(camper.aantal_sloten_eigenaars, camper.aantal_ingevulde_sloten) === 0) {
      throw apiFailure('camper_full');
    }
    const id = randomUUID();
    await trx
      .insertInto('aanmeldingen')
      .values({ id, user_id: input.userId, camper_id: input.camperId, created_at: input.now.toISOString() })
      .execute();
    await notifyApplicationReceived(trx, input.notify, { userId: input.userId, camperId: input.camperId });
    const row = await ownApplications(trx, input.userId)
      .where('aanmeldingen.id', '=', id)
      .executeTakeFirstOrThrow();
    return toJson(row);
  });
}
