import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { camperMatches, documentMatches } from '../../db/search.ts';
import { searchedTable } from '../../db/searched-table.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireCamper } from '../campers/view.ts';
import { notifyNewDocument } from '../notifications/events.ts';
import type { NotifyContext } from '../notifications/service.ts';

/** A camper document as the admin table shows it; the file is reached only through the download endpoint. */
export type AdminDocumentView = {
  id: string;
  camper_id: string;
  camper_naam: string;
  document_naam: string;
  document_url: string;
  bestandsgrootte: number;
  bestandstype: string;
  uploaded_by: string | null;
  uploaded_at: string;
};

/** A file already written to the private bucket, described for its row. */
export type StoredFile = { key: string; size: number; type: string };

function selectDocuments(db: Db) {
  return db
    .selectFrom('camper_documenten')
    .innerJoin('campers', 'campers.id', 'camper_documenten.camper_id')
    .select([
      'camper_documenten.id',
      'camper_documenten.camper_id',
      'campers.naam as camper_naam',
      'camper_documenten.document_naam',
      'camper_documenten.bestandsgrootte',
      'camper_documenten.bestandstype',
      'camper_documenten.uploaded_by',
      'camper_documenten.uploaded_at',
    ]);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>>;

function toView(row: DocumentRow): AdminDocumentView {
  return { ...row, document_url: `/api/documents/${row.id}/download` };
}

const documents = searchedTable({
  rows: selectDocuments,
  table: (db) => db.selectFrom('camper_documenten'),
  matches: (db, zoek) => [
    camperMatches(db, sql.ref('camper_documenten.camper_id'), zoek),
    documentMatches(db, sql.ref('camper_documenten.id'), zoek),
  ],
  order: { key: sql`camper_documenten.uploaded_at`, id: sql`camper_documenten.id`, direction: 'desc' },
  toView,
  notFound: 'document_not_found',
});

/** One page of the documents, newest first; `zoek` finds the camper's or the document's name. */
export const listAdminDocuments = documents.list;
export const getAdminDocument = documents.get;

export type NewDocument = {
  camperId: string;
  naam: string;
  file: StoredFile;
  uploadedBy: string;
  now: Date;
  /** The camper's owners are told about the new document. */
  notify: NotifyContext;
};

/** Inserts the row for a file already stored; 404 when the camper is gone (the caller then removes the file). */
export async function insertDocument(db: Db, input: NewDocument): Promise<AdminDocumentView> {
  const id = randomUUID();
  await immediateTransaction(db, async (trx) => {
    await requireCamper(trx, input.camperId);
    await trx
      .insertInto('camper_documenten')
      .values({
        id,
        camper_id: input.camperId,
        document_naam: input.naam,
        storage_key: input.file.key,
        bestandsgrootte: input.file.size,
        bestandstype: input.file.type,
        uploaded_by: input.uploadedBy,
        uploaded_at: input.now.toISOString(),
      })
      .execute();
    await notifyNewDocument(trx, input.notify, { camperId: input.camperId, documentNaam: input.naam });
  });
  return getAdminDocument(db, id);
}

/** Points the row at a new file and returns the old file's key for removal; uploaded_at becomes now. */
export async function replaceDocumentFile(
  db: Db,
  id: string,
  file: StoredFile,
  uploadedBy: string,
  now: Date,
): Promise<{ document: AdminDocumentView; oldKey: string }> {
  const oldKey = await immediateTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('camper_documenten')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw apiFailure('document_not_found');
    await trx
      .updateTable('camper_documenten')
      .set({
        storage_key: file.key,
        bestandsgrootte: file.size,
        bestandstype: file.type,
        uploaded_by: uploadedBy,
        uploaded_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return row.storage_key;
  });
  return { document: await getAdminDocument(db, id), oldKey };
}

/** Deletes the row and returns its file's key for removal. */
export async function deleteDocument(db: Db, id: string): Promise<string> {
  const row = await db
    .deleteFrom('camper_documenten')
    .where('id', '=', id)
    .returning('storage_key')
    .executeTakeFirst();
  if (!row) throw apiFailure('document_not_found');
  return row.storage_key;
}
