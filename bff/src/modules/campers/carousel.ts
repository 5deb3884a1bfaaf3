import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import type { Db } from '../../db/connection.ts';
import {
  type CamperAudience,
  type CamperJson,
  type CamperRow,
  camperView,
  type PublicCamperJson,
  pageCamperRows,
} from './view.ts';

/** Who is looking at the camper list decides its rows and fields (routes.ts, public-routes.ts). */
export type CamperListViewer =
  | { kind: 'public' }
  | { kind: 'admin' }
  /** A signed-in non-admin; their own camper (if any) is shown with all fields. */
  | { kind: 'member'; camperId: string | null };

export type CamperListPage<Item> = { campers: Item[]; volgende: string | null; totaal: number };

function audience(viewer: CamperListViewer, row: CamperRow): CamperAudience {
  if (viewer.kind === 'admin') return 'full';
  return viewer.kind === 'member' && viewer.camperId === row.id ? 'full' : 'public';
}

/**
 * One page of the carousel's campers by name: admins see every camper in full, others the visible ones, in full only
 * for their own camper (docs/product/api.md#calls-spec-7). Read per request: a page is one indexed query, so there is
 * no cache for a write to forget (docs/decisions/0069-paging-and-search.md).
 */
export async function camperListPage(
  db: Db,
  viewer: CamperListViewer,
  page: PageQuery,
): Promise<CamperListPage<CamperJson | PublicCamperJson>> {
  const { rows, volgende, totaal } = await pageCamperRows(
    db,
    { visibleOnly: viewer.kind !== 'admin', order: 'naam' },
    page,
  );
  return { campers: rows.map((row) => camperView(row, audience(viewer, row))), volgende, totaal };
}

/** The anonymous list: only public fields (the viewer `public` never gets a full camper). */
export function publicCamperListPage(db: Db, page: PageQuery): Promise<CamperListPage<PublicCamperJson>> {
  return camperListPage(db, { kind: 'public' }, page) as Promise<CamperListPage<PublicCamperJson>>;
}
