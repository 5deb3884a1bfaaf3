import type { InvoiceUploadInput } from '@camperdeel/rules/schemas/invoices';
import { apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';
import { deleteFile, parsePublicFileUrl, publicFileUrl } from '../../storage/files.ts';
import { storeThenWrite } from '../../storage/store-then-write.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { requireCamper } from '../campers/view.ts';
import { type AdminDocumentView, insertDocument, replaceDocumentFile } from '../documents/admin-service.ts';
import { type AdminInvoiceView, checkNewInvoice, insertInvoice } from '../invoices/admin-service.ts';
import { notifyContextOf } from '../notifications/service.ts';
import { replaceProfilePhoto } from '../profile/service.ts';
import { removeStoredFiles } from './admin-files.ts';

/**
 * The services behind the upload routes: each takes the checked file (validateUpload read it) and plain values,
 * checks what it can before anything is stored, then stores the file and writes its row through storeThenWrite.
 */

const DOCUMENTS = 'camper-documents';
const INVOICES = 'facturen';

export async function uploadDocument(
  deps: Deps,
  input: { camperId: string; naam: string; file: UploadedFile; uploadedBy: string },
): Promise<AdminDocumentView> {
  const { db, config, now } = deps;
  await requireCamper(db, input.camperId);
  return storeThenWrite(config, { bucket: DOCUMENTS, file: input.file, asUploaded: true }, (file) =>
    insertDocument(db, {
      camperId: input.camperId,
      naam: input.naam,
      file,
      uploadedBy: input.uploadedBy,
      now: now(),
      notify: notifyContextOf(deps),
    }),
  );
}

export async function replaceDocument(
  deps: Deps,
  input: { id: string; file: UploadedFile; uploadedBy: string },
): Promise<AdminDocumentView> {
  const { db, config, now } = deps;
  const exists = await db
    .selectFrom('camper_documenten')
    .select('id')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!exists) throw apiFailure('document_not_found');
  const { document, oldKey } = await storeThenWrite(
    config,
    { bucket: DOCUMENTS, file: input.file, asUploaded: true },
    (file) => replaceDocumentFile(db, input.id, file, input.uploadedBy, now()),
  );
  await removeStoredFiles(config, { privateFiles: [{ bucket: DOCUMENTS, key: oldKey }] });
  return document;
}

export async function uploadInvoice(
  deps: Deps,
  input: { fields: InvoiceUploadInput; file: UploadedFile; uploadedBy: string },
): Promise<AdminInvoiceView> {
  const { db, config, now } = deps;
  await checkNewInvoice(db, input.fields.user_id, input.fields.factuur_nummer);
  return storeThenWrite(config, { bucket: INVOICES, file: input.file, asUploaded: true }, (file) =>
    insertInvoice(db, input.fields, file, input.uploadedBy, now(), notifyContextOf(deps)),
  );
}

/**
 * A new profile photo under a fresh key (public files are cached forever) with the profile pointing at it; answers
 * the profile and the previous photo's URL, which the caller removes once this has committed.
 */
export function storeProfilePhoto(deps: Deps, userId: string, file: UploadedFile) {
  const { db, config, now } = deps;
  return storeThenWrite(config, { bucket: 'profile-photos', file }, ({ key }) =>
    replaceProfilePhoto(db, userId, publicFileUrl('profile-photos', key), now()),
  );
}

/** The member's own photo: the profile points at the new one before the old one is removed. */
export async function uploadOwnPhoto(deps: Deps, userId: string, file: UploadedFile) {
  const { config } = deps;
  const result = await storeProfilePhoto(deps, userId, file);
  const previous = result.previousUrl ? parsePublicFileUrl(result.previousUrl) : null;
  if (previous?.bucket === 'profile-photos') await deleteFile(config, previous.bucket, previous.key);
  return result.profile;
}
