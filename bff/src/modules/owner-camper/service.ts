import { openSlots } from '@camperdeel/rules/camper';
import { centsToEuro } from '@camperdeel/rules/money';
import type { Db } from '../../db/connection.ts';
import { type CamperJson, camperJson, findCamperRow } from '../campers/view.ts';
import { maxConsecutiveHighSeason } from '../rounds/service.ts';

/** A co-owner as the owner area shows them (docs/product/api.md#calls-spec-7: camper_eigenaars with profile fields), ordered by user id. */
export type CoOwnerJson = {
  user_id: string;
  naam: string;
  profielfoto_url: string | null;
  beschrijving: string | null;
  telefoonnummer: string | null;
  email: string;
};

export async function listCoOwners(db: Db, camperId: string): Promise<CoOwnerJson[]> {
  return db
    .selectFrom('camper_eigenaars')
    .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
    .select([
      'camper_eigenaars.user_id',
      'profiles.naam',
      'profiles.profielfoto_url',
      'profiles.beschrijving',
      'profiles.telefoonnummer',
      'profiles.email',
    ])
    .where('camper_eigenaars.camper_id', '=', camperId)
    .orderBy('camper_eigenaars.user_id')
    .execute();
}

/** GET /api/owner/camper: the owner's camper with its co-owners and slots. */
export type OwnerCamperJson = {
  camper: CamperJson;
  eigenaars: CoOwnerJson[];
  sloten: { totaal: number; ingevuld: number; open: number };
  regels: { max_aaneengesloten_hoogseizoen: number | null };
};

/** The owner's camper as GET /api/owner/camper answers it; null when the camper is gone. */
export async function ownerCamperView(db: Db, camperId: string): Promise<OwnerCamperJson | null> {
  const [row, eigenaars, max] = await Promise.all([
    findCamperRow(db, camperId),
    listCoOwners(db, camperId),
    maxConsecutiveHighSeason(db, camperId),
  ]);
  if (!row) return null;
  const sloten = {
    totaal: row.aantal_sloten_eigenaars,
    ingevuld: row.aantal_ingevulde_sloten,
    open: openSlots(row.aantal_sloten_eigenaars, row.aantal_ingevulde_sloten),
  };
  return { camper: camperJson(row), eigenaars, sloten, regels: { max_aaneengesloten_hoogseizoen: max } };
}

/** The URL that checks permission and redirects to a signed link (never the storage key itself). */
export function documentDownloadPath(id: string): string {
  return `/api/documents/${id}/download`;
}

export function invoiceDownloadPath(id: string): string {
  return `/api/invoices/${id}/download`;
}

export type OwnerDocumentJson = {
  id: string;
  camper_id: string;
  document_naam: string;
  document_url: string;
  bestandsgrootte: number;
  bestandstype: string;
  uploaded_at: string;
};

/** The camper's documents, newest first. */
export async function listCamperDocuments(db: Db, camperId: string): Promise<OwnerDocumentJson[]> {
  const rows = await db
    .selectFrom('camper_documenten')
    .select(['id', 'camper_id', 'document_naam', 'bestandsgrootte', 'bestandstype', 'uploaded_at'])
    .where('camper_id', '=', camperId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, document_url: documentDownloadPath(r.id) }));
}

/** An invoice row as the API answers it, to its owner and to an admin alike: euro amount, boolean paid flag, download path. */
export function invoiceJson<R extends { id: string; bedrag_cent: number | null; betaald: number }>({
  bedrag_cent,
  betaald,
  ...row
}: R): Omit<R, 'bedrag_cent' | 'betaald'> & { factuur_url: string; bedrag: number | null; betaald: boolean } {
  return {
    ...row,
    factuur_url: invoiceDownloadPath(row.id),
    bedrag: bedrag_cent === null ? null : centsToEuro(bedrag_cent),
    betaald: betaald === 1,
  };
}

export type OwnerInvoiceJson = {
  id: string;
  user_id: string;
  factuur_nummer: string;
  factuur_naam: string;
  factuur_url: string;
  bedrag: number | null;
  factuurdatum: string | null;
  vervaldatum: string | null;
  betaald: boolean;
  bestandsgrootte: number;
  bestandstype: string;
  uploaded_at: string;
};

/** The user's own invoices, newest first; bedrag in euro or null. */
export async function listOwnInvoices(db: Db, userId: string): Promise<OwnerInvoiceJson[]> {
  const rows = await db
    .selectFrom('facturen')
    .select([
      'id',
      'user_id',
      'factuur_nummer',
      'factuur_naam',
      'bedrag_cent',
      'factuurdatum',
      'vervaldatum',
      'betaald',
      'bestandsgrootte',
      'bestandstype',
      'uploaded_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(invoiceJson);
}

/** The name a download is saved under: the given name plus the stored file's extension when it lacks one. */
export function downloadName(naam: string, storageKey: string): string {
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a file name.
  const base = naam.replace(/[\u0000-\u001f\u007f/\\]/g, ' ').trim() || 'bestand';
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}
