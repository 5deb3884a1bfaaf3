import type { CreditRow } from '@camperdeel/rules/credits';
import type { Db } from '../db/connection.ts';
import { type BlockJson, listBlocks } from '../modules/blocks/service.ts';
import { effectiveBalances } from '../modules/credits/service.ts';
import { type OwnerCamperJson, ownerCamperView } from '../modules/owner-camper/service.ts';
import {
  listCamperReservations,
  type ReservationJson,
  shownCreditYears,
} from '../modules/reservations/service.ts';
import { type CachedJson, cachedJson } from './cached-json.ts';
import { perVersion } from './per-version.ts';

/*
 * The owner calendar page's reads, each serialized once per database version and per key (per-version.ts: any
 * write by anyone, this process, the CLI or another instance, is seen on the next read), with the strong ETag of
 * its bytes. The key holds everything the answer depends on besides the database, so no viewer ever gets bytes
 * made for another: the calendar marks the viewer's own reservations, credits are the viewer's own.
 */

export type ReservationListJson = { reserveringen: ReservationJson[] };
export type CreditListJson = { credits: CreditRow[] };
export type BlockListJson = { blokkades: BlockJson[] };

/** GET /api/owner/reservations: every reservation of the camper, `eigen` from the viewer's side. */
export const ownerReservationsAnswer = perVersion(
  async (db: Db, camperId: string, viewerId: string): Promise<CachedJson<ReservationListJson>> =>
    cachedJson({ reserveringen: await listCamperReservations(db, camperId, viewerId) }),
);

/** GET /api/owner/camper (null when the camper is gone: the route answers camper_not_found). */
export const ownerCamperAnswer = perVersion(
  async (db: Db, camperId: string): Promise<CachedJson<OwnerCamperJson> | null> => {
    const view = await ownerCamperView(db, camperId);
    return view && cachedJson(view);
  },
);

/** GET /api/owner/blocks. */
export const ownerBlocksAnswer = perVersion(
  async (db: Db, camperId: string): Promise<CachedJson<BlockListJson>> =>
    cachedJson({ blokkades: await listBlocks(db, camperId) }),
);

/** The shown years are part of the key: at the turn of the year the same database gives another answer. */
const creditsForYears = perVersion(
  async (db: Db, userId: string, years: string): Promise<CachedJson<CreditListJson>> =>
    cachedJson({ credits: await effectiveBalances(db, userId, years.split(',').map(Number)) }),
);

/** GET /api/owner/credits: the viewer's own balances for the years shown at `now` (under `version`: per-version.ts). */
export function ownerCreditsAnswer(
  db: Db,
  userId: string,
  now: Date,
  version?: string,
): Promise<CachedJson<CreditListJson>> {
  return creditsForYears.at(db, version, userId, shownCreditYears(now).join(','));
}
