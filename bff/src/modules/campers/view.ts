import { openSlots } from '@camperdeel/rules/camper';
import { centsToEuro } from '@camperdeel/rules/money';
import {
  type CamperView,
  camperSchema,
  type PublicCamper,
  publicCamperSchema,
} from '@camperdeel/rules/schemas/camper';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Page, readPage, type SortKey } from '../../db/page.ts';
import type { Camper } from '../../db/schema.ts';
import { camperMatches, searchFilter } from '../../db/search.ts';
import { apiFailure } from '../../http/api-error.ts';

/** A camper row with its filled-slot count, derived from camper_eigenaars (never stored). */
export type CamperRow = Camper & { aantal_ingevulde_sloten: number };

/** The camper as the API speaks it (contract "Camper JSON"), defined once in the rules' contract. */
export type CamperJson = CamperView;

/** What anonymous visitors and logged-in non-owners see: no licence plate, no policy number. */
export type PublicCamperJson = PublicCamper;

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
  /** docs/product/api.md#calls-spec-7: by naam for the carousel, newest first for the admin table. */
  order: 'naam' | 'nieuwste';
};

/** Each order ends in the id and has its index (migrations 0015 and 0016). */
const ORDERS: Record<CamperListOptions['order'], SortKey> = {
  naam: { keys: [sql<string>`lower(campers.naam)`, sql<string>`campers.id`], direction: 'asc' },
  nieuwste: { keys: [sql<string>`campers.created_at`, sql<string>`campers.id`], direction: 'desc' },
};

/**
 * One page of campers in the list's order; `zoek` finds a name, brand or model whatever its case and accents, or the
 * camper with exactly that id.
 */
export async function pageCamperRows(
  db: Db,
  options: CamperListOptions,
  page: PageQuery,
): Promise<Page<CamperRow>> {
  const visible = options.visibleOnly
    ? sql<boolean>`campers.toont_in_camper_vinden = 1`
    : sql<boolean>`1 = 1`;
  // An id is found too: an operator's file names a camper by name or by id.
  const found = searchFilter(page.zoek, (zoek) => [
    camperMatches(db, sql.ref('campers.id'), zoek),
    sql<boolean>`campers.id = ${zoek}`,
  ]);
  const result = await readPage(camperRows(db).where(visible).where(found), ORDERS[options.order], page, {
    countQuery: db.selectFrom('campers').where(visible).where(found),
  });
  return { ...result, rows: result.rows.map(withCount) };
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

/** The row in the API's words (euro, booleans, URL list, open slots), every column still there. */
function spoken(row: CamperRow) {
  return {
    ...row,
    prijs: centsToEuro(row.prijs_cent),
    open_sloten: openSlots(row.aantal_sloten_eigenaars, row.aantal_ingevulde_sloten),
    toont_in_camper_vinden: row.toont_in_camper_vinden === 1,
    detailfoto_urls: parseUrls(row.detailfoto_urls),
  };
}

/** The full camper (admins, and owners of this camper for the help page). */
export function camperJson(row: CamperRow): CamperJson {
  return camperSchema.parse(spoken(row));
}

/**
 * The public variant: the row parsed with the public response schema, which strips every key it does not name. A
 * column added to the table later (or a private one like nummerplaat) can therefore never reach the anonymous list.
 */
export function publicCamperJson(row: CamperRow): PublicCamperJson {
  return publicCamperSchema.parse(spoken(row));
}

/** Picks the variant for an audience. */
export function camperView(row: CamperRow, audience: CamperAudience): CamperJson | PublicCamperJson {
  return audience === 'full' ? camperJson(row) : publicCamperJson(row);
}

/** 404 camper_not_found unless the camper exists (the routes that list something of one camper). */
export async function requireCamper(db: Db, id: string): Promise<void> {
  const row = await db.selectFrom('campers').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw apiFailure('camper_not_found');
}

export type CamperFiles = Pick<Camper, 'hoofdfoto_url' | 'pdf_url' | 'vloerplan_url' | 'detailfoto_urls'>;

/** The columns naming a camper's public files (404 camper_not_found), read before a change that may drop one. */
export async function requireCamperFiles(db: Db, id: string): Promise<CamperFiles> {
  const camper = await db
    .selectFrom('campers')
    .select(['hoofdfoto_url', 'pdf_url', 'vloerplan_url', 'detailfoto_urls'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!camper) throw apiFailure('camper_not_found');
  return camper;
}
