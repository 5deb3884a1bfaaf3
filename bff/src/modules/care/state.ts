import { type CarePlan, type CareState, careState, type ServiceBase } from '@camperdeel/rules/care';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import type { Db } from '../../db/connection.ts';
import type { OnderhoudsbeurtenTable } from '../../db/schema.ts';

export type ServiceJson = Omit<OnderhoudsbeurtenTable, 'created_at'>;
export type CareJson = CarePlan &
  CareState & { camper_id: string; laatste_beurt: ServiceJson | null; huidige_km_stand: number | null };

const EMPTY_PLAN: CarePlan = {
  apk_vervaldatum: null,
  verzekering_vervaldatum: null,
  onderhoud_interval_km: null,
  onderhoud_interval_maanden: null,
};

/** The latest handover reading: readings only grow (handover rules), so the highest is the latest. */
async function readings(db: Db, camperId: string): Promise<{ latest: number | null; first: number | null }> {
  const row = await db
    .selectFrom('overdrachten')
    .select((eb) => [
      eb.fn.max<number | null>('km_stand').as('latest'),
      eb.fn.min<number | null>('km_stand').as('first'),
    ])
    .where('camper_id', '=', camperId)
    .executeTakeFirst();
  return { latest: row?.latest ?? null, first: row?.first ?? null };
}

/**
 * A camper's care state as of `now`. Without a recorded service both intervals run from the plan's start: its date,
 * and the reading known then or else the first reading after (docs/decisions/0081-care-plan.md).
 */
export async function careOf(db: Db, camperId: string, now: Date): Promise<CareJson> {
  const stored = await db
    .selectFrom('onderhoudsplannen')
    .selectAll()
    .where('camper_id', '=', camperId)
    .executeTakeFirst();
  const last = await db
    .selectFrom('onderhoudsbeurten')
    .select(['id', 'camper_id', 'datum', 'km_stand', 'omschrijving'])
    .where('camper_id', '=', camperId)
    .orderBy('datum', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const km = await readings(db, camperId);
  const plan: CarePlan = stored
    ? {
        apk_vervaldatum: stored.apk_vervaldatum,
        verzekering_vervaldatum: stored.verzekering_vervaldatum,
        onderhoud_interval_km: stored.onderhoud_interval_km,
        onderhoud_interval_maanden: stored.onderhoud_interval_maanden,
      }
    : EMPTY_PLAN;
  let base: ServiceBase | null = null;
  if (last) base = { datum: last.datum, km_stand: last.km_stand };
  else if (stored) base = { datum: stored.start_datum, km_stand: stored.start_km ?? km.first };
  const current = km.latest === null ? null : Math.max(km.latest, last?.km_stand ?? 0);
  return {
    camper_id: camperId,
    ...plan,
    ...careState(plan, base, current, todayInAmsterdam(now)),
    laatste_beurt: last ?? null,
    huidige_km_stand: current,
  };
}
