import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CamperDocumentenTable, FacturenTable } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';
import { insertWithId } from './stored-row.ts';

/** What a stored file row has unless told: a one-byte PDF under a fresh key, uploaded by nobody, now. */
function storedFile(t: TestServer) {
  return {
    storage_key: `${randomUUID()}.pdf`,
    bestandsgrootte: 1,
    bestandstype: 'application/pdf',
    uploaded_by: null,
    uploaded_at: t.clock.now().toISOString(),
  };
}

type DocumentRow = Pick<CamperDocumentenTable, 'camper_id' | 'document_naam'> &
  Partial<Insertable<CamperDocumentenTable>>;

/** A camper document stored straight in the table, past the upload route; a target to read, replace or delete. */
export function insertDocument(t: TestServer, row: DocumentRow): Promise<string> {
  return insertWithId(t, 'camper_documenten', { ...storedFile(t), ...row });
}

type InvoiceRow = Pick<FacturenTable, 'user_id' | 'factuur_nummer' | 'factuur_naam'> &
  Partial<Insertable<FacturenTable>>;

/** An unpaid invoice without amount or dates stored straight in the table, past the upload route. */
export function insertInvoice(t: TestServer, row: InvoiceRow): Promise<string> {
  return insertWithId(t, 'facturen', {
    bedrag_cent: null,
    factuurdatum: null,
    vervaldatum: null,
    betaald: 0,
    ...storedFile(t),
    ...row,
  });
}
