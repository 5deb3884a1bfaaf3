import { randomUUID } from 'node:crypto';
import { euroToCents } from '@camperdeel/rules/money';
import type { InvoiceUploadInput } from '@camperdeel/rules/schemas/invoices';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { invoiceMatches, personMatches } from '../../db/search.ts';
import { searchedTable } from '../../db/searched-table.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { StoredFile } from '../documents/admin-service.ts';
import { notifyNewInvoice } from '../notifications/events.ts';
import type { NotifyContext } from '../notifications/service.ts';
import { invoiceJson, type OwnerInvoiceJson } from '../owner-camper/service.ts';
import { requireUser } from '../users/require-user.ts';

/** An invoice as the admin table shows it: euro amount, boolean paid flag, the user's name. */
export type AdminInvoiceView = OwnerInvoiceJson & { naam: string; uploaded_by: string | null };

function selectInvoices(db: Db) {
  return db
    .selectFrom('facturen')
    .innerJoin('profiles', 'profiles.id', 'facturen.user_id')
    .select([
      'facturen.id',
      'facturen.user_id',
      'profiles.naam',
      'facturen.factuur_nummer',
      'facturen.factuur_naam',
      'facturen.bedrag_cent',
      'facturen.factuurdatum',
      'facturen.vervaldatum',
      'facturen.betaald',
      'facturen.bestandsgrootte',
      'facturen.bestandstype',
      'facturen.uploaded_by',
      'facturen.uploaded_at',
    ]);
}

const invoices = searchedTable({
  rows: selectInvoices,
  table: (db) => db.selectFrom('facturen'),
  matches: (db, zoek) => [
    personMatches(db, sql.ref('facturen.user_id'), zoek),
    invoiceMatches(db, sql.ref('facturen.id'), zoek),
  ],
  order: { key: sql`facturen.uploaded_at`, id: sql`facturen.id`, direction: 'desc' },
  toView: invoiceJson,
  notFound: 'invoice_not_found',
});

/** One page of the invoices, newest first; `zoek` finds the member's name, the invoice number or its name. */
export const listAdminInvoices = invoices.list;
export const getAdminInvoice = invoices.get;

/** Checks done before a file is written: the user exists and the invoice number is free. */
export async function checkNewInvoice(db: Db, userId: string, factuurNummer: string): Promise<void> {
  await requireUser(db, userId);
  const taken = await db
    .selectFrom('facturen')
    .select('id')
    .where('factuur_nummer', '=', factuurNummer)
    .executeTakeFirst();
  if (taken) throw apiFailure('invoice_number_taken');
}

/** Inserts the row for a file already stored, re-checking user and number inside the transaction. */
export async function insertInvoice(
  db: Db,
  input: InvoiceUploadInput,
  file: StoredFile,
  uploadedBy: string,
  now: Date,
  notify: NotifyContext,
): Promise<AdminInvoiceView> {
  const id = randomUUID();
  await immediateTransaction(db, async (trx) => {
    await checkNewInvoice(trx, input.user_id, input.factuur_nummer);
    await trx
      .insertInto('facturen')
      .values({
        id,
        user_id: input.user_id,
        factuur_nummer: input.factuur_nummer,
        factuur_naam: input.factuur_naam,
        storage_key: file.key,
        bedrag_cent: input.bedrag === null ? null : euroToCents(input.bedrag),
        factuurdatum: input.factuurdatum,
        vervaldatum: input.vervaldatum,
        betaald: 0,
        bestandsgrootte: file.size,
        bestandstype: file.type,
        uploaded_by: uploadedBy,
        uploaded_at: now.toISOString(),
      })
      .execute();
    await notifyNewInvoice(trx, notify, {
      userId: input.user_id,
      factuurNummer: input.factuur_nummer,
      factuurNaam: input.factuur_naam,
    });
  });
  return getAdminInvoice(db, id);
}

export async function setInvoicePaid(db: Db, id: string, betaald: boolean): Promise<AdminInvoiceView> {
  const result = await db
    .updateTable('facturen')
    .set({ betaald: betaald ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw apiFailure('invoice_not_found');
  return getAdminInvoice(db, id);
}

/** Deletes the row and returns its file's key for removal. */
export async function deleteInvoice(db: Db, id: string): Promise<string> {
  const row = await db
    .deleteFrom('facturen')
    .where('id', '=', id)
    .returning('storage_key')
    .executeTakeFirst();
  if (!row) throw apiFailure('invoice_not_found');
  return row.storage_key;
}
