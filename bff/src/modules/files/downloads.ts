import type { ErrorCode } from '@camperdeel/rules/errors';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/env.ts';
import type { PrivateBucket } from '../../storage/buckets.ts';
import { signedDownloadUrl } from '../../storage/signed-url.ts';
import { downloadName } from '../owner-camper/service.ts';

type DownloadContext = { db: Db; config: Config; now: Date; user: AuthUser };

/**
 * The signed link to a stored file, for admins and for whom `isOwn` lets through. Someone else's file answers
 * exactly like a missing one (`notFound`), so ids reveal nothing.
 */
function signedLinkTo<File extends { naam: string; storage_key: string }>(
  ctx: DownloadContext,
  stored: { bucket: PrivateBucket; file: File | undefined; notFound: ErrorCode },
  isOwn: (file: File) => boolean,
): string {
  const { file } = stored;
  if (!file || !(ctx.user.isAdmin || isOwn(file))) throw apiFailure(stored.notFound);
  const filename = downloadName(file.naam, file.storage_key);
  return signedDownloadUrl(ctx.config, stored.bucket, file.storage_key, { filename, now: ctx.now });
}

/** A 60-second signed link to a camper document, for admins and the camper's own owners (else 404 document_not_found). */
export async function documentDownloadUrl(ctx: DownloadContext, id: string): Promise<string> {
  const file = await ctx.db
    .selectFrom('camper_documenten')
    .select(['camper_id', 'document_naam as naam', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  const stored = { bucket: 'camper-documents', file, notFound: 'document_not_found' } as const;
  return signedLinkTo(ctx, stored, (doc) => ctx.user.camperId === doc.camper_id);
}

/** A 60-second signed link to an invoice, for admins and the invoice's own owner (else 404 invoice_not_found). */
export async function invoiceDownloadUrl(ctx: DownloadContext, id: string): Promise<string> {
  const file = await ctx.db
    .selectFrom('facturen')
    .select(['user_id', 'factuur_naam as naam', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  const stored = { bucket: 'facturen', file, notFound: 'invoice_not_found' } as const;
  return signedLinkTo(ctx, stored, (invoice) => ctx.user.id === invoice.user_id);
}
