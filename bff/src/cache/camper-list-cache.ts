import type { Db } from '../db/connection.ts';
import {
  type CamperAudience,
  type CamperJson,
  type CamperRow,
  camperView,
  listCamperRows,
  type PublicCamperJson,
} from '../services/camper-view.ts';
import { type CachedJson, cachedJson } from './cached-json.ts';
import { type ChangeProbe, changeProbe } from './change-probe.ts';

/** Who is looking at the camper list decides its rows and fields (see routes/campers.ts). */
export type CamperListViewer =
  | { kind: 'public' }
  | { kind: 'admin' }
  /** A signed-in non-admin; their own camper (if any) is shown with all fields. */
  | { kind: 'member'; camperId: string | null };

export type CamperListJson = { campers: Array<CamperJson | PublicCamperJson> };
export type PublicCamperListJson = { campers: PublicCamperJson[] };

type Snapshot = { version: string; rows: CamperRow[]; answers: Map<string, CachedJson<CamperListJson>> };

/**
 * The camper lists (carousel, public embed, admin's full list) change a few times a day but are read on every
 * page view. Rows are read once per database version and each viewer's answer is serialized once; the version
 * (change-probe.ts) is read before every answer, so a write by anyone is never answered with the old list.
 */
class CamperListCache {
  private snapshot: Snapshot | null = null;
  private readonly probe: ChangeProbe;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    this.probe = changeProbe(db);
  }

  async answer(viewer: CamperListViewer): Promise<CachedJson<CamperListJson>> {
    // Read the version before the rows: rows read after it are at least as new, so the pair can only be too
    // cautious (a rebuild next time), never stale.
    const version = await this.probe();
    let snapshot = this.snapshot;
    if (snapshot?.version !== version) {
      const rows = await listCamperRows(this.db, { visibleOnly: false, order: 'naam' });
      snapshot = { version, rows, answers: new Map() };
      this.snapshot = snapshot;
    }
    const key = answerKey(viewer);
    let answer = snapshot.answers.get(key);
    if (!answer) {
      answer = cachedJson<CamperListJson>({ campers: view(snapshot.rows, viewer) });
      snapshot.answers.set(key, answer);
    }
    return answer;
  }

  /** The viewer's answer when it was built under `version` (change-probe.ts versionThisTurn), else undefined. */
  cached(viewer: CamperListViewer, version: string): CachedJson<CamperListJson> | undefined {
    const snapshot = this.snapshot;
    return snapshot?.version === version ? snapshot.answers.get(answerKey(viewer)) : undefined;
  }
}

/** A member without a camper sees exactly the public list: one answer for both. */
function answerKey(viewer: CamperListViewer): string {
  if (viewer.kind === 'member' && viewer.camperId !== null) return `member:${viewer.camperId}`;
  return viewer.kind === 'admin' ? 'admin' : 'public';
}

/** Admins see every camper in full; others the visible ones, in full only for their own camper (docs/product/api.md#calls-spec-7). */
function view(rows: CamperRow[], viewer: CamperListViewer) {
  const shown = viewer.kind === 'admin' ? rows : rows.filter((row) => row.toont_in_camper_vinden === 1);
  return shown.map((row) => camperView(row, audience(viewer, row)));
}

function audience(viewer: CamperListViewer, row: CamperRow): CamperAudience {
  if (viewer.kind === 'admin') return 'full';
  return viewer.kind === 'member' && viewer.camperId === row.id ? 'full' : 'public';
}

const caches = new WeakMap<Db, CamperListCache>();

/** The camper list for a viewer, from the cache of this database handle. */
export function camperListAnswer(db: Db, viewer: CamperListViewer): Promise<CachedJson<CamperListJson>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CamperListCache(db);
    caches.set(db, cache);
  }
  return cache.answer(viewer);
}

/** The list already built for this viewer under `version`, without an await; undefined when there is none. */
export function cachedCamperList(
  db: Db,
  viewer: CamperListViewer,
  version: string,
): CachedJson<CamperListJson> | undefined {
  return caches.get(db)?.cached(viewer, version);
}

/** The anonymous list: only public fields (the viewer `public` never gets a full camper). */
export function publicCamperListAnswer(db: Db): Promise<CachedJson<PublicCamperListJson>> {
  return camperListAnswer(db, { kind: 'public' }) as Promise<CachedJson<PublicCamperListJson>>;
}
