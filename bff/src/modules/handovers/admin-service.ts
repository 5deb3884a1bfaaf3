import { checkKmReading, handoverRuleMessage } from '@camperdeel/rules/handover';
import type { DamageStatus, HandoverCorrection } from '@camperdeel/rules/handover-correction';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { recordAudit } from '../audit/record.ts';
import { removeHandoverPhotos } from './photos.ts';
import { type HandoverJson, listHandovers } from './service.ts';

/**
 * An admin's corrections of the handover log (docs/product/api.md#contract-additions-architecture-11; docs/decisions/0057-handover-corrections.md): a wrong
 * reading, a note, the damage follow-up, or the whole handover removed. Each is one transaction that writes its own
 * audit event with the old and the new values, so a reading the whole camper depends on never changes untraced.
 */
export const HANDOVER_AUDIT = {
  corrected: 'overdracht_gecorrigeerd',
  deleted: 'overdracht_verwijderd',
} as const;

type Actor = { id: string; naam: string | null };

/** The stored handover, read inside the caller's transaction; 404 when it does not exist (any more). */
async function storedHandover(db: Db, id: string) {
  const row = await db
    .selectFrom('overdrachten')
    .select([
      'id',
      'camper_id',
      'reservering_id',
      'user_id',
      'moment',
      'km_stand',
      'brandstof_procent',
      'schoon',
      'schade',
      'schade_status',
      'notitie',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw apiFailure('handover_not_found');
  return row;
}

/**
 * The readings just before and after `id` in the camper's log, in the order the log is kept and shown (when it was
 * recorded; a pick-up before the return of the same instant).
 */
async function neighbourReadings(
  db: Db,
  camperId: string,
  id: string,
): Promise<{ previous: number | null; next: number | null }> {
  const log = await db
    .selectFrom('overdrachten')
    .select(['id', 'km_stand'])
    .where('camper_id', '=', camperId)
    .orderBy('created_at')
    .orderBy('moment')
    .orderBy('id', 'desc')
    .execute();
  const at = log.findIndex((r) => r.id === id);
  return { previous: log[at - 1]?.km_stand ?? null, next: log[at + 1]?.km_stand ?? null };
}

async function readBack(db: Db, config: Config, row: { id: string; camper_id: string }, now: Date) {
  const [handover] = await listHandovers(db, config, { camperId: row.camper_id, id: row.id }, now);
  if (!handover) throw apiFailure('handover_not_found');
  return handover;
}

/**
 * Applies an admin's correction. A new reading must fit between its neighbours (checkKmReading): not below the one
 * before, at most MAX_KM_JUMP above it, not above the one after. A damage status needs a reported damage.
 * `resolved` says the damage has just been marked `opgelost` (the co-owners are to be told).
 */
export async function correctHandover(
  db: Db,
  config: Config,
  input: { id: string; correction: HandoverCorrection; actor: Actor; now: Date },
): Promise<{ handover: HandoverJson; resolved: boolean }> {
  const { correction } = input;
  const row = await immediateTransaction(db, async (trx) => {
    const stored = await storedHandover(trx, input.id);
    if (correction.schade_status !== undefined && stored.schade_status === null) {
      throw apiFailure('no_damage');
    }
    if (correction.km_stand !== undefined && correction.km_stand !== stored.km_stand) {
      const around = await neighbourReadings(trx, stored.camper_id, stored.id);
      const broken = checkKmReading({ km: correction.km_stand, ...around });
      if (broken) throw apiFailure(broken.code, { message: handoverRuleMessage(broken) });
    }
    const changes = {
      ...(correction.km_stand !== undefined ? { km_stand: correction.km_stand } : {}),
      ...(correction.notitie !== undefined ? { notitie: correction.notitie } : {}),
      ...(correction.schade_status !== undefined ? { schade_status: correction.schade_status } : {}),
    };
    const keys = (Object.keys(changes) as (keyof typeof changes)[]).filter((k) => changes[k] !== stored[k]);
    if (keys.length > 0) {
      await trx.updateTable('overdrachten').set(changes).where('id', '=', stored.id).execute();
      await recordAudit(trx, {
        actorId: input.actor.id,
        actorNaam: input.actor.naam,
        soort: HANDOVER_AUDIT.corrected,
        doel: stored.id,
        details: {
          camper_id: stored.camper_id,
          reservering_id: stored.reservering_id,
          oud: Object.fromEntries(keys.map((k) => [k, stored[k]])),
          nieuw: Object.fromEntries(keys.map((k) => [k, changes[k]])),
          ...(correction.reden ? { reden: correction.reden } : {}),
        },
        now: input.now,
      });
    }
    return { stored, resolved: keys.includes('schade_status') && changes.schade_status === 'opgelost' };
  });
  return { handover: await readBack(db, config, row.stored, input.now), resolved: row.resolved };
}

/**
 * Removes a handover with its photos: the row, its photo rows and the audit event with every old value in
 * one transaction, the photo files after the commit. Answers the handover as it was, without photo links.
 */
export async function deleteHandover(
  db: Db,
  config: Config,
  input: { id: string; actor: Actor; now: Date },
): Promise<HandoverJson> {
  const { handover, keys } = await immediateTransaction(db, async (trx) => {
    const stored = await storedHandover(trx, input.id);
    const handover = await readBack(trx, config, stored, input.now);
    const photos = await trx
      .selectFrom('overdracht_fotos')
      .select('storage_key')
      .where('overdracht_id', '=', stored.id)
      .execute();
    await trx.deleteFrom('overdracht_fotos').where('overdracht_id', '=', stored.id).execute();
    await trx.deleteFrom('overdrachten').where('id', '=', stored.id).execute();
    await recordAudit(trx, {
      actorId: input.actor.id,
      actorNaam: input.actor.naam,
      soort: HANDOVER_AUDIT.deleted,
      doel: stored.id,
      details: { oud: { ...stored, schoon: stored.schoon === 1, fotos: photos.length } },
      now: input.now,
    });
    return { handover, keys: photos.map((p) => p.storage_key) };
  });
  await removeHandoverPhotos(config, keys);
  return { ...handover, fotos: [], foto_urls: [] };
}

export type DamageJson = HandoverJson & { camper_naam: string };

/** The admins' damage follow-up list (`GET /api/admin/damage`): reported damages of every camper, newest first. */
export async function listDamage(
  db: Db,
  config: Config,
  input: { status: DamageStatus | undefined; now: Date },
): Promise<DamageJson[]> {
  const handovers = await listHandovers(db, config, { damage: input.status ?? 'alle' }, input.now);
  const camperIds = [...new Set(handovers.map((h) => h.camper_id))];
  const campers =
    camperIds.length === 0
      ? []
      : await db.selectFrom('campers').select(['id', 'naam']).where('id', 'in', camperIds).execute();
  const names = new Map(campers.map((c) => [c.id, c.naam]));
  return handovers.map((h) => ({ ...h, camper_naam: names.get(h.camper_id) ?? '' }));
}
