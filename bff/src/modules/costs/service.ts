import { randomUUID } from 'node:crypto';
import {
  balances,
  type CostEntry,
  readCents,
  type SettlementEntry,
  type Split,
  splitCost,
} from '@camperdeel/rules/costs';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import type { Balance, Cost, Settlement } from '@camperdeel/rules/schemas/costs';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { storeThenWrite } from '../../storage/store-then-write.ts';
import type { UploadedFile } from '../../storage/upload.ts';

export const RECEIPT_BUCKET = 'bonnetjes' as const;
/** What a member's name reads once their account is erased: their costs stay with the camper. */
export const ERASED_NAME = 'Verwijderd lid';

type Person = { user_id: string; naam: string };

/** The camper's current owners with their names, by user id. */
export async function ownersOf(db: Db, camperId: string): Promise<Person[]> {
  return db
    .selectFrom('camper_eigenaars')
    .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
    .select(['camper_eigenaars.user_id', 'profiles.naam'])
    .where('camper_eigenaars.camper_id', '=', camperId)
    .orderBy('camper_eigenaars.user_id')
    .execute();
}

async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('profiles').select(['id', 'naam']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.naam]));
}

/** `verdeling` as sent: JSON gives it as is; a form gives text, where shares are JSON text. */
function readSplit(value: unknown, fromForm: boolean): Split | null {
  if (value === 'gelijk' || value === 'alleen_ik') return value;
  let split = value;
  if (fromForm && typeof value === 'string') {
    try {
      split = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof split === 'object' && split !== null && !Array.isArray(split) ? (split as Split) : null;
}

export type NewCost = {
  camperId: string;
  userId: string;
  fields: { omschrijving: string; bedrag: unknown; datum: string; verdeling: unknown };
  fromForm: boolean;
  receipt: UploadedFile | undefined;
  now: Date;
};

/** Records a cost the signed-in owner paid, split among the camper's current owners, with its receipt if any. */
export async function createCost(db: Db, config: Config, input: NewCost): Promise<Cost> {
  const cents = readCents(input.fields.bedrag, input.fromForm);
  if (cents === null) throw apiFailure('invalid_amount');
  const split = readSplit(input.fields.verdeling, input.fromForm);
  if (split === null) throw apiFailure('invalid_split');
  const id = randomUUID();
  const write = (bonKey: string | null) =>
    immediateTransaction(db, async (trx) => {
      const owners = (await ownersOf(trx, input.camperId)).map((o) => o.user_id);
      const result = splitCost(cents, split, input.userId, owners);
      if (!result.ok) throw apiFailure(result.code);
      await trx
        .insertInto('kosten')
        .values({
          id,
          camper_id: input.camperId,
          user_id: input.userId,
          omschrijving: input.fields.omschrijving,
          datum: input.fields.datum,
          bedrag_centen: cents,
          verdeling: typeof split === 'string' ? split : 'aandelen',
          bon_key: bonKey,
          created_at: input.now.toISOString(),
        })
        .execute();
      await trx
        .insertInto('kosten_aandelen')
        .values(result.aandelen.map((a) => ({ kosten_id: id, ...a })))
        .execute();
    });
  if (input.receipt) {
    await storeThenWrite(
      config,
      { bucket: RECEIPT_BUCKET, file: input.receipt, asUploaded: true },
      (stored) => write(stored.key),
    );
  } else {
    await write(null);
  }
  const [cost] = await costsWhere(db, { id });
  if (!cost) throw apiFailure('cost_not_found');
  return cost;
}

/** Costs with their parts and names, by date then creation. */
async function costsWhere(
  db: Db,
  where: { id: string } | { camperId: string; jaar: number },
): Promise<Cost[]> {
  let query = db.selectFrom('kosten').selectAll();
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query
          .where('camper_id', '=', where.camperId)
          .where('datum', '>=', `${where.jaar}-01-01`)
          .where('datum', '<=', `${where.jaar}-12-31`);
  const rows = await query.orderBy('datum').orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return [];
  const parts = await db
    .selectFrom('kosten_aandelen')
    .selectAll()
    .where(
      'kosten_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('user_id')
    .execute();
  const names = await namesOf(db, [...rows.map((r) => r.user_id), ...parts.map((p) => p.user_id)]);
  const nameOf = (userId: string) => names.get(userId) ?? ERASED_NAME;
  return rows.map((r) => ({
    id: r.id,
    camper_id: r.camper_id,
    omschrijving: r.omschrijving,
    datum: r.datum,
    bedrag_centen: r.bedrag_centen,
    betaald_door: r.user_id,
    betaald_door_naam: nameOf(r.user_id),
    verdeling: r.verdeling,
    aandelen: parts
      .filter((p) => p.kosten_id === r.id)
      .map((p) => ({ user_id: p.user_id, naam: nameOf(p.user_id), bedrag_centen: p.bedrag_centen })),
    bon_url: r.bon_key ? `/api/owner/costs/${r.id}/receipt` : null,
    created_at: r.created_at,
  }));
}

async function settlementsWhere(db: Db, camperId: string, jaar?: number): Promise<Settlement[]> {
  let query = db.selectFrom('verrekeningen').selectAll().where('camper_id', '=', camperId);
  if (jaar !== undefined) {
    query = query.where('datum', '>=', `${jaar}-01-01`).where('datum', '<=', `${jaar}-12-31`);
  }
  const rows = await query.orderBy('datum').orderBy('created_at').orderBy('id').execute();
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.user_id, r.aan_user_id]),
  );
  return rows.map((r) => ({
    id: r.id,
    camper_id: r.camper_id,
    van_user_id: r.user_id,
    van_naam: names.get(r.user_id) ?? ERASED_NAME,
    aan_user_id: r.aan_user_id,
    aan_naam: names.get(r.aan_user_id) ?? ERASED_NAME,
    bedrag_centen: r.bedrag_centen,
    datum: r.datum,
    created_at: r.created_at,
  }));
}

/**
 * Everyone's balance on the camper over all years (a debt does not lapse at New Year): the current owners always,
 * and a former owner or erased member as long as their balance is not zero, so the list always adds up to 0.
 */
export async function camperBalances(db: Db, camperId: string): Promise<Balance[]> {
  const [owners, costRows, partRows, settlementRows] = await Promise.all([
    ownersOf(db, camperId),
    db
      .selectFrom('kosten')
      .select(['id', 'user_id', 'bedrag_centen'])
      .where('camper_id', '=', camperId)
      .execute(),
    db
      .selectFrom('kosten_aandelen')
      .innerJoin('kosten', 'kosten.id', 'kosten_aandelen.kosten_id')
      .select(['kosten_aandelen.kosten_id', 'kosten_aandelen.user_id', 'kosten_aandelen.bedrag_centen'])
      .where('kosten.camper_id', '=', camperId)
      .execute(),
    db
      .selectFrom('verrekeningen')
      .select(['user_id', 'aan_user_id', 'bedrag_centen'])
      .where('camper_id', '=', camperId)
      .execute(),
  ]);
  const partsOf = new Map<string, { user_id: string; bedrag_centen: number }[]>();
  for (const p of partRows) partsOf.set(p.kosten_id, [...(partsOf.get(p.kosten_id) ?? []), p]);
  const costs: CostEntry[] = costRows.map((c) => ({
    betaald_door: c.user_id,
    bedrag_centen: c.bedrag_centen,
    aandelen: partsOf.get(c.id) ?? [],
  }));
  const settlements: SettlementEntry[] = settlementRows.map((s) => ({
    van_user_id: s.user_id,
    aan_user_id: s.aan_user_id,
    bedrag_centen: s.bedrag_centen,
  }));
  const current = new Set(owners.map((o) => o.user_id));
  const shown = balances([...current], costs, settlements).filter(
    (b) => current.has(b.user_id) || b.bedrag_centen !== 0,
  );
  const names = await namesOf(
    db,
    shown.map((b) => b.user_id),
  );
  return shown.map((b) => ({
    user_id: b.user_id,
    naam: names.get(b.user_id) ?? ERASED_NAME,
    saldo: b.bedrag_centen,
  }));
}

/** The year's costs and settlements of the camper, with everyone's balance. */
export async function listCosts(db: Db, camperId: string, jaar: number) {
  const [kosten, verrekeningen, saldi] = await Promise.all([
    costsWhere(db, { camperId, jaar }),
    settlementsWhere(db, camperId, jaar),
    camperBalances(db, camperId),
  ]);
  return { kosten, saldi, verrekeningen };
}

/** The signed-in owner paid `bedrag` cents to a co-owner of the same camper, today. */
export async function settle(
  db: Db,
  input: { camperId: string; userId: string; aanUserId: string; bedrag: unknown; now: Date },
): Promise<Settlement> {
  const cents = readCents(input.bedrag);
  if (cents === null) throw apiFailure('invalid_amount');
  if (input.aanUserId === input.userId) {
    throw apiFailure('not_coowner', {
      message: 'Een verrekening gaat naar een andere mede-eigenaar, niet naar jezelf.',
    });
  }
  const id = randomUUID();
  await immediateTransaction(db, async (trx) => {
    const owners = (await ownersOf(trx, input.camperId)).map((o) => o.user_id);
    if (!owners.includes(input.aanUserId) || !owners.includes(input.userId)) throw apiFailure('not_coowner');
    await trx
      .insertInto('verrekeningen')
      .values({
        id,
        camper_id: input.camperId,
        user_id: input.userId,
        aan_user_id: input.aanUserId,
        bedrag_centen: cents,
        datum: todayInAmsterdam(input.now),
        created_at: input.now.toISOString(),
      })
      .execute();
  });
  const saved = (await settlementsWhere(db, input.camperId)).find((s) => s.id === id);
  if (!saved) throw apiFailure('cost_not_found');
  return saved;
}

type Viewer = { id: string; isAdmin: boolean; camperId: string | null };

/** A cost the viewer may see: an admin any, an owner their camper's; anything else is 404 like a missing one. */
async function visibleCost(db: Db, viewer: Viewer, id: string) {
  const cost = await db
    .selectFrom('kosten')
    .select(['id', 'camper_id', 'user_id', 'omschrijving', 'bon_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!cost || !(viewer.isAdmin || viewer.camperId === cost.camper_id)) throw apiFailure('cost_not_found');
  return cost;
}

/** Deletes a cost (the payer or an admin) with its parts; returns the receipt's key to remove after the commit. */
export async function deleteCost(db: Db, viewer: Viewer, id: string): Promise<string | null> {
  return immediateTransaction(db, async (trx) => {
    const cost = await visibleCost(trx, viewer, id);
    if (!viewer.isAdmin && cost.user_id !== viewer.id) throw apiFailure('cost_not_payer');
    await trx.deleteFrom('kosten_aandelen').where('kosten_id', '=', id).execute();
    await trx.deleteFrom('kosten').where('id', '=', id).execute();
    return cost.bon_key;
  });
}

/** The receipt of a cost, for the camper's owners and admins (else 404). */
export async function receiptOf(db: Db, viewer: Viewer, id: string): Promise<{ key: string; naam: string }> {
  const cost = await visibleCost(db, viewer, id);
  if (!cost.bon_key) throw apiFailure('cost_not_found');
  return { key: cost.bon_key, naam: `Bon ${cost.omschrijving}` };
}

/** A camper's costs and settlements of one year with its current owners, for the CSV. */
export async function yearOverview(db: Db, camperId: string, jaar: number) {
  const [kosten, verrekeningen, owners] = await Promise.all([
    costsWhere(db, { camperId, jaar }),
    settlementsWhere(db, camperId, jaar),
    ownersOf(db, camperId),
  ]);
  return { kosten, verrekeningen, owners };
}
