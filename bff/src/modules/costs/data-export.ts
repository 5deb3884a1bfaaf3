import type { Db } from '../../db/connection.ts';

/**
 * A member's shared costs for their data export: what they paid (without the receipt's storage key), their part of
 * every cost, and the settlements they paid or received.
 */
export async function costsOf(db: Db, userId: string) {
  const [betaald, aandelen, verrekeningen] = await Promise.all([
    db
      .selectFrom('kosten')
      .select(['id', 'camper_id', 'omschrijving', 'datum', 'bedrag_centen', 'verdeling', 'created_at'])
      .select((eb) => eb('bon_key', 'is not', null).as('met_bon'))
      .where('user_id', '=', userId)
      .orderBy('datum')
      .execute(),
    db
      .selectFrom('kosten_aandelen')
      .select(['kosten_id', 'bedrag_centen'])
      .where('user_id', '=', userId)
      .orderBy('kosten_id')
      .execute(),
    db
      .selectFrom('verrekeningen')
      .select([
        'id',
        'camper_id',
        'user_id as van_user_id',
        'aan_user_id',
        'bedrag_centen',
        'datum',
        'created_at',
      ])
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('aan_user_id', '=', userId)]))
      .orderBy('datum')
      .execute(),
  ]);
  return {
    betaald: betaald.map((k) => ({ ...k, met_bon: Boolean(k.met_bon) })),
    aandelen,
    verrekeningen,
  };
}
