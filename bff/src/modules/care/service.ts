import { randomUUID } from 'node:crypto';
import { urgencyRank } from '@camperdeel/rules/care';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import type { CarePlanPutInput, ServiceCreateInput } from '@camperdeel/rules/schemas/care';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireCamper } from '../campers/view.ts';
import { type CareJson, careOf, type ServiceJson } from './state.ts';

/** Sets a camper's care plan; the first one also fixes where the intervals start when no service is recorded. */
export async function putCarePlan(
  db: Db,
  input: { camperId: string; plan: CarePlanPutInput; now: Date },
): Promise<void> {
  await immediateTransaction(db, async (trx) => {
    await requireCamper(trx, input.camperId);
    const reading = await trx
      .selectFrom('overdrachten')
      .select((eb) => eb.fn.max<number | null>('km_stand').as('km'))
      .where('camper_id', '=', input.camperId)
      .executeTakeFirst();
    const updated_at = input.now.toISOString();
    await trx
      .insertInto('onderhoudsplannen')
      .values({
        camper_id: input.camperId,
        ...input.plan,
        start_datum: todayInAmsterdam(input.now),
        start_km: reading?.km ?? null,
        updated_at,
      })
      .onConflict((oc) => oc.column('camper_id').doUpdateSet({ ...input.plan, updated_at }))
      .execute();
  });
}

/** Records a service done (not in the future); it becomes the base of both intervals. */
export async function recordService(
  db: Db,
  input: { camperId: string; service: ServiceCreateInput; now: Date },
): Promise<ServiceJson> {
  if (input.service.datum > todayInAmsterdam(input.now)) throw apiFailure('service_in_future');
  return immediateTransaction(db, async (trx) => {
    await requireCamper(trx, input.camperId);
    const beurt: ServiceJson = { id: randomUUID(), camper_id: input.camperId, ...input.service };
    await trx
      .insertInto('onderhoudsbeurten')
      .values({ ...beurt, created_at: input.now.toISOString() })
      .execute();
    return beurt;
  });
}

export async function requireCareOf(db: Db, camperId: string, now: Date): Promise<CareJson> {
  await requireCamper(db, camperId);
  return careOf(db, camperId, now);
}

export type CareListItem = { camper_id: string; naam: string; onderhoud: CareJson };

/** Every camper's care, most urgent first, then by name. */
export async function listCare(db: Db, now: Date): Promise<CareListItem[]> {
  const campers = await db.selectFrom('campers').select(['id', 'naam']).orderBy('naam').execute();
  const items: CareListItem[] = [];
  for (const camper of campers) {
    items.push({ camper_id: camper.id, naam: camper.naam, onderhoud: await careOf(db, camper.id, now) });
  }
  return items.sort(
    (a, b) =>
      urgencyRank(b.onderhoud.status) - urgencyRank(a.onderhoud.status) || a.naam.localeCompare(b.naam, 'nl'),
  );
}
