import { openSlots } from '@camperdeel/rules/camper';
import { centsToEuro } from '@camperdeel/rules/money';
import type { Db } from '../db/connection.ts';
import type { Camper } from '../db/schema.ts';

/** A camper row with its filled-slot count, derived from camper_eigenaars (never stored). */
export type CamperRow = Camper & { aantal_ingevulde_sloten: number };

/** The camper as the API speaks it (contract "Camper JSON"): spec field names, euro, booleans, URL list. */
export type CamperJson = {
  id: string;
  naam: string;
  merk: string;
  model: string;
  categorie: Camper['categorie'];
  rijbewijs: Camper['rijbewijs'];
  conditie: Camper['conditie'];
  prijs: number;
  aantal_zitplaatsen: number;
  aantal_bedden: number;
  lengte_cm: number;
  breedte_cm: number;
  max_kg: number;
  aantal_km: number | null;
  motor_pk: number;
  motor_kw: number;
  aantal_sloten_eigenaars: number;
  aantal_ingevulde_sloten: number;
  open_sloten: number;
  toont_in_camper_vinden: boolean;
  status: Camper['status'];
  hoofdfoto_url: string | null;
  detailfoto_urls: string[];
  pdf_url: string | null;
  vloerplan_url: string | null;
  nummerplaat: string | null;
  polisnummer: string | null;
  created_at: string;
};

/** What anonymous visitors and logged-in non-owners see: no licence plate, no policy number. */
export type PublicCamperJson = Omit<CamperJson, 'nummerplaat' | 'polisnummer'>;

/** Who is looking decides which fields leave the server. */
export type CamperAudience = 'full' | 'public';

/** Base query: every camper column plus the derived filled-slot count. */
export function camperRows(db: Db) {
  return db
    .selectFrom('campers')
    .selectAll('campers')
    .select((eb) =>
      eb
        .selectFrom('camper_eigenaars')
        .whereRef('camper_eigenaars.camper_id', '=', 'campers.id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('aantal_ingevulde_sloten'),
    );
}

export type CamperListOptions = {
  /** Only campers shown in the camper-finding carousel. */
  visibleOnly: boolean;
  /** Spec §7: by naam for the carousel, newest first for the admin table. */
  order: 'naam' | 'nieuwste';
};

export async function listCamperRows(db: Db, options: CamperListOptions): Promise<CamperRow[]> {
  let query = camperRows(db);
  if (options.visibleOnly) query = query.where('campers.toont_in_camper_vinden', '=', 1);
  query =
    options.order === 'naam'
      ? query.orderBy('campers.naam').orderBy('campers.id')
      : query.orderBy('campers.created_at', 'desc').orderBy('campers.id');
  const rows = await query.execute();
  return rows.map(withCount);
}

export async function findCamperRow(db: Db, id: string): Promise<CamperRow | undefined> {
  const row = await camperRows(db).where('campers.id', '=', id).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

function withCount<T extends Camper & { aantal_ingevulde_sloten: number | null }>(row: T): CamperRow {
  return { ...row, aantal_ingevulde_sloten: Number(row.aantal_ingevulde_sloten ?? 0) };
}

function parseUrls(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The full camper (admins, and owners of this camper for the help page). */
export function camperJson(row: CamperRow): CamperJson {
  return {
    ...publicCamperJson(row),
    nummerplaat: row.nummerplaat,
    polisnummer: row.polisnummer,
  };
}

/**
 * The public variant: built field by field (never by deleting from the full one) so a column added later
 * cannot leak into the anonymous list by accident.
 */
export function publicCamperJson(row: CamperRow): PublicCamperJson {
  return {
    id: row.id,
    naam: row.naam,
    merk: row.merk,
    model: row.model,
    categorie: row.categorie,
    rijbewijs: row.rijbewijs,
    conditie: row.conditie,
    prijs: centsToEuro(row.prijs_cent),
    aantal_zitplaatsen: row.aantal_zitplaatsen,
    aantal_bedden: row.aantal_bedden,
    lengte_cm: row.lengte_cm,
    breedte_cm: row.breedte_cm,
    max_kg: row.max_kg,
    aantal_km: row.aantal_km,
    motor_pk: row.motor_pk,
    motor_kw: row.motor_kw,
    aantal_sloten_eigenaars: row.aantal_sloten_eigenaars,
    aantal_ingevulde_sloten: row.aantal_ingevulde_sloten,
    open_sloten: openSlots(row.aantal_sloten_eigenaars, row.aantal_ingevulde_sloten),
    toont_in_camper_vinden: row.toont_in_camper_vinden === 1,
    status: row.status,
    hoofdfoto_url: row.hoofdfoto_url,
    detailfoto_urls: parseUrls(row.detailfoto_urls),
    pdf_url: row.pdf_url,
    vloerplan_url: row.vloerplan_url,
    created_at: row.created_at,
  };
}

/** Picks the variant for an audience. */
export function camperView(row: CamperRow, audience: CamperAudience): CamperJson | PublicCamperJson {
  return audience === 'full' ? camperJson(row) : publicCamperJson(row);
}
