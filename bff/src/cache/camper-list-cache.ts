import type { Db } from '../db/connection.ts';
import {
  type CamperAudience,
  type CamperJson,
  type CamperRow,
  camperView,
  listCamperRows,
  type PublicCamperJson,
} from '../modules/campers/view.ts';
import { type CachedJson, cachedJson } from './cached-json.ts';
import { perVersion } from './per-version.ts';

/** Who is looking at the camper list decides its rows and fields (see routes/campers.ts). */
export type CamperListViewer =
  | { kind: 'public' }
  | { kind: 'admin' }
  /** A signed-in non-admin; their own camper (if any) is shown with all fields. */
  | { kind: 'member'; camperId: string | null };

export type CamperListJson = { campers: Array<CamperJson | PublicCamperJson> };
export type PublicCamperListJson = { campers: PublicCamperJson[] };

/** Admins see every camper in full; others the visible ones, in full only for their own camper (docs/product/api.md#calls-spec-7). */
function view(rows: CamperRow[], viewer: CamperListViewer) {
  const shown = viewer.kind === 'admin' ? rows : rows.filter((row) => row.toont_in_camper_vinden === 1);
  return shown.map((row) => camperView(row, audience(viewer, row)));
}

function audience(viewer: CamperListViewer, row: CamperRow): CamperAudience {
  if (viewer.kind === 'admin') return 'full';
  return viewer.kind === 'member' && viewer.camperId === row.id ? 'full' : 'public';
}

/**
 * The camper lists (carousel, public embed, admin's full list) change a few times a day but are read on every page
 * view: each viewer's answer is serialized once per database version (per-version.ts), so a write by anyone is never
 * answered with the old list.
 */
const listAnswer = perVersion(async (db: Db, kind: 'public' | 'admin' | 'member', camperId: string) => {
  const viewer: CamperListViewer = kind === 'member' ? { kind, camperId } : { kind };
  const rows = await listCamperRows(db, { visibleOnly: false, order: 'naam' });
  return cachedJson<CamperListJson>({ campers: view(rows, viewer) });
});

/** The camper list for a viewer; a member without a camper sees exactly the public list: one answer for both. */
export function camperListAnswer(db: Db, viewer: CamperListViewer): Promise<CachedJson<CamperListJson>> {
  if (viewer.kind === 'member' && viewer.camperId !== null) return listAnswer(db, 'member', viewer.camperId);
  return listAnswer(db, viewer.kind === 'admin' ? 'admin' : 'public', '');
}

/** The anonymous list: only public fields (the viewer `public` never gets a full camper). */
export function publicCamperListAnswer(db: Db): Promise<CachedJson<PublicCamperListJson>> {
  return camperListAnswer(db, { kind: 'public' }) as Promise<CachedJson<PublicCamperListJson>>;
}
