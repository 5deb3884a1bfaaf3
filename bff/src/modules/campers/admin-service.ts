import { randomUUID } from 'node:crypto';
import { euroToCents } from '@camperdeel/rules/money';
import type { CamperCreateInput, CamperUpdateInput } from '@camperdeel/rules/schemas/camper';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import type { Db } from '../../db/connection.ts';
import type { Page } from '../../db/page.ts';
import type { CampersTable } from '../../db/schema.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { PrivateBucket } from '../../storage/buckets.ts';
import type { NotifyContext } from '../notifications/service.ts';
import { turnDownOpenApplications } from './admin-owners.ts';
import {
  type CamperJson,
  type CamperRow,
  camperJson,
  findCamperRow,
  pageCamperRows,
  requireCamperFiles,
} from './view.ts';

/** An owner as the admin's owner-info dialog shows them (docs/product/admin.md#screens-spec-2 'Admin campers'). */
export type AdminOwnerView = {
  user_id: string;
  naam: string;
  email: string;
  profielfoto_url: string | null;
  telefoonnummer: string | null;
  beschrijving: string | null;
  aantal_familieleden: number | null;
  huisdieren: string | null;
  allergieen_intolleranties: string | null;
};

export type AdminCamperJson = CamperJson & { eigenaars: AdminOwnerView[] };

async function ownersByCamper(db: Db, camperIds: readonly string[]): Promise<Map<string, AdminOwnerView[]>> {
  const byCamper = new Map<string, AdminOwnerView[]>();
  if (camperIds.length === 0) return byCamper;
  const rows = await db
    .selectFrom('camper_eigenaars')
    .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
    .select([
      'camper_eigenaars.camper_id',
      'profiles.id as user_id',
      'profiles.naam',
      'profiles.email',
      'profiles.profielfoto_url',
      'profiles.telefoonnummer',
      'profiles.beschrijving',
      'profiles.aantal_familieleden',
      'profiles.huisdieren',
      'profiles.allergieen_intolleranties',
    ])
    .where('camper_eigenaars.camper_id', 'in', camperIds)
    // Assignment order, so the avatars keep their places in the table.
    .orderBy('camper_eigenaars.created_at')
    .orderBy('camper_eigenaars.user_id')
    .execute();
  for (const { camper_id, ...owner } of rows) {
    const list = byCamper.get(camper_id) ?? [];
    list.push(owner);
    byCamper.set(camper_id, list);
  }
  return byCamper;
}

function withOwners(rows: readonly CamperRow[], owners: Map<string, AdminOwnerView[]>): AdminCamperJson[] {
  return rows.map((row) => ({ ...camperJson(row), eigenaars: owners.get(row.id) ?? [] }));
}

/** One page of the campers, newest first, each with its owners; `zoek` finds a name, brand or model. */
export async function listAdminCampers(db: Db, page: PageQuery): Promise<Page<AdminCamperJson>> {
  const result = await pageCamperRows(db, { visibleOnly: false, order: 'nieuwste' }, page);
  const owners = await ownersByCamper(
    db,
    result.rows.map((r) => r.id),
  );
  return { ...result, rows: withOwners(result.rows, owners) };
}

export async function getAdminCamper(db: Db, id: string): Promise<AdminCamperJson> {
  const row = await findCamperRow(db, id);
  if (!row) throw apiFailure('camper_not_found');
  const [camper] = withOwners([row], await ownersByCamper(db, [id]));
  return camper as AdminCamperJson;
}

type CamperColumns = Partial<Omit<CampersTable, 'id' | 'created_at' | 'detailfoto_urls'>>;

/** Form fields (euro, boolean) to columns (cents, 0/1); absent fields stay absent. */
function toColumns(input: CamperUpdateInput): CamperColumns {
  const { prijs, toont_in_camper_vinden, ...rest } = input;
  const columns: CamperColumns = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  ) as CamperColumns;
  if (prijs !== undefined) columns.prijs_cent = euroToCents(prijs);
  if (toont_in_camper_vinden !== undefined) columns.toont_in_camper_vinden = toont_in_camper_vinden ? 1 : 0;
  return columns;
}

export async function createCamper(db: Db, input: CamperCreateInput, now: Date): Promise<AdminCamperJson> {
  const id = randomUUID();
  await db
    .insertInto('campers')
    .values({
      id,
      naam: input.naam,
      merk: input.merk,
      model: input.model,
      categorie: input.categorie,
      rijbewijs: input.rijbewijs,
      conditie: input.conditie,
      prijs_cent: euroToCents(input.prijs),
      aantal_zitplaatsen: input.aantal_zitplaatsen,
      aantal_bedden: input.aantal_bedden,
      lengte_cm: input.lengte_cm,
      breedte_cm: input.breedte_cm,
      max_kg: input.max_kg,
      aantal_km: input.aantal_km ?? null,
      motor_pk: input.motor_pk,
      motor_kw: input.motor_kw,
      aantal_sloten_eigenaars: input.aantal_sloten_eigenaars,
      toont_in_camper_vinden: input.toont_in_camper_vinden ? 1 : 0,
      status: input.status,
      nummerplaat: input.nummerplaat ?? null,
      polisnummer: input.polisnummer ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return getAdminCamper(db, id);
}

/**
 * Updates the fields sent; the slot check runs inside the same transaction as the write. Slots lowered to the owners
 * the camper has fill it, so its open applications are turned down as when the last slot is assigned.
 */
export async function updateCamper(
  db: Db,
  id: string,
  input: CamperUpdateInput,
  notify: NotifyContext,
): Promise<AdminCamperJson> {
  await immediateTransaction(db, async (trx) => {
    const row = await findCamperRow(trx, id);
    if (!row) throw apiFailure('camper_not_found');
    const slots = input.aantal_sloten_eigenaars;
    if (slots !== undefined && slots < row.aantal_ingevulde_sloten) {
      throw apiFailure('slots_below_owners', { values: { n: row.aantal_ingevulde_sloten } });
    }
    await trx.updateTable('campers').set(toColumns(input)).where('id', '=', id).execute();
    if (slots === row.aantal_ingevulde_sloten) await turnDownOpenApplications(trx, notify, id);
  });
  return getAdminCamper(db, id);
}

/** Status and visibility are one-column writes from the table's dropdown and toggle. */
export async function setCamperColumns(
  db: Db,
  id: string,
  columns: Pick<CamperColumns, 'status' | 'toont_in_camper_vinden'>,
): Promise<AdminCamperJson> {
  const result = await db.updateTable('campers').set(columns).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw apiFailure('camper_not_found');
  return getAdminCamper(db, id);
}

/** What a deleted camper leaves on disk: the caller removes these once the rows are gone. */
export type DeletedCamperFiles = {
  publicUrls: string[];
  privateFiles: { bucket: PrivateBucket; key: string }[];
};

/**
 * Deletes a camper that nobody owns and nobody has reserved (409 `camper_in_use` otherwise). Its applications,
 * documents, handovers and shared costs go with it (ON DELETE CASCADE) — also when they outlived its last owner — and
 * every file of theirs is returned for removal: nothing of a former owner's receipt or photo stays on disk.
 */
export async function deleteCamper(db: Db, id: string): Promise<DeletedCamperFiles> {
  return immediateTransaction(db, async (trx) => {
    const camper = await requireCamperFiles(trx, id);
    const owner = await trx
      .selectFrom('camper_eigenaars')
      .select('id')
      .where('camper_id', '=', id)
      .executeTakeFirst();
    const reservation = await trx
      .selectFrom('reserveringen')
      .select('id')
      .where('camper_id', '=', id)
      .executeTakeFirst();
    if (owner || reservation) throw apiFailure('camper_in_use');
    const documents = await trx
      .selectFrom('camper_documenten')
      .select('storage_key as key')
      .where('camper_id', '=', id)
      .execute();
    const photos = await trx
      .selectFrom('overdracht_fotos')
      .innerJoin('overdrachten', 'overdrachten.id', 'overdracht_fotos.overdracht_id')
      .select('overdracht_fotos.storage_key as key')
      .where('overdrachten.camper_id', '=', id)
      .execute();
    const receipts = await trx
      .selectFrom('kosten')
      .select('bon_key as key')
      .where('camper_id', '=', id)
      .where('bon_key', 'is not', null)
      .execute();
    await trx.deleteFrom('campers').where('id', '=', id).execute();
    const detail = JSON.parse(camper.detailfoto_urls) as string[];
    const publicUrls = [camper.hoofdfoto_url, ...detail, camper.pdf_url, camper.vloerplan_url].filter(
      (u): u is string => typeof u === 'string',
    );
    const inBucket = (bucket: PrivateBucket) => (rows: { key: string | null }[]) =>
      rows.flatMap(({ key }) => (key === null ? [] : [{ bucket, key }]));
    return {
      publicUrls,
      privateFiles: [
        ...inBucket('camper-documents')(documents),
        ...inBucket('handover-photos')(photos),
        ...inBucket('bonnetjes')(receipts),
      ],
    };
  });
}
