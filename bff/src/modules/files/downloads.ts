import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/env.ts';
import { signedDownloadUrl } from '../../storage/signed-url.ts';
import { downloadName } from '../owner-camper/service.ts';

type DownloadContext = { db: Db; config: Config; now: Date; user: AuthUser };

/**
 * A 60-second signed link to a camper document, for admins and the camper's own owners. Someone else's document
 * answers exactly like a missing one (404 document_not_found), so ids reveal nothing.
 */
export async function documentDownloadUrl(ctx: DownloadContext, id: string): Promise<string> {
  const doc = await ctx.db
    .selectFrom('camper_documenten')
    .select(['camper_id', 'document_naam', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!doc || !(ctx.user.isAdmin || ctx.user.camperId === doc.camper_id))
    throw apiFailure('document_not_found');
  const filename = downloadName(doc.document_naam, doc.storage_key);
  return signedDownloadUrl(ctx.config, 'camper-documents', doc.storage_key, { filename, now: ctx.now });
}

/** A 60-second signed link to an invoice, for admins and the invoice's own owner (else 404 invoice_not_found). */
export async function invoiceDownloadUrl(ctx: DownloadContext, id: string): Promise<string> {
  const invoice = await ctx.db
    .selectFrom('facturen')
    .select(['user_id', 'factuur_naam', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice || !(ctx.user.isAdmin || ctx.user.id === invoice.user_id))
    throw apiFailure('invoice_not_found');
  const filename = downloadName(invoice.factuur_naam, invoice.storage_key);
  return signedDownloadUrl(ctx.config, 'facturen', invoice.storage_key, { filename, now: ctx.now });
}
