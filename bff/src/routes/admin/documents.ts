import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import {
  DOCUMENT_FILE_TYPES,
  documentUploadSchema,
  INCOMPLETE_DOCUMENT_MESSAGE,
} from '@camperdeel/rules/schemas/documents';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import {
  deleteDocument,
  insertDocument,
  listAdminDocuments,
  replaceDocumentFile,
} from '../../services/admin-documents.ts';
import { rejectExtraFields, removeStoredFiles } from '../../services/admin-files.ts';
import { notifyContextOf } from '../../services/notifications.ts';
import { deleteFile, saveFile } from '../../storage/files.ts';
import { readUpload } from '../../storage/upload.ts';

const BUCKET = 'camper-documents';

/** /api/admin/documents (admin only): camper documents in the private bucket. */
export const adminDocumentsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const documenten = await listAdminDocuments(c.var.deps.db, c.req.query('q'));
    return c.json({ documenten }, 200);
  })
  .post('/', async (c) => {
    const { db, config, now } = c.var.deps;
    const upload = await readUpload(c, {
      allowed: DOCUMENT_FILE_TYPES,
      maxBytes: MAX_DOCUMENT_BYTES,
      missingFile: 'incomplete_document',
    });
    const parsed = documentUploadSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      throw message === INCOMPLETE_DOCUMENT_MESSAGE
        ? apiFailure('incomplete_document')
        : apiFailure('invalid_input', { message });
    }
    const camper = await db
      .selectFrom('campers')
      .select('id')
      .where('id', '=', parsed.data.camper_id)
      .executeTakeFirst();
    if (!camper) throw apiFailure('camper_not_found');
    const key = await saveFile(config, BUCKET, upload.bytes, upload.ext, { asUploaded: true });
    const document = await insertDocument(db, {
      camperId: parsed.data.camper_id,
      naam: parsed.data.document_naam,
      file: { key, size: upload.size, type: upload.mime },
      uploadedBy: c.var.authUser.id,
      now: now(),
      notify: notifyContextOf(c.var.deps),
    }).catch(async (error: unknown) => {
      await deleteFile(config, BUCKET, key);
      throw error;
    });
    return c.json({ document }, 201);
  })
  .put('/:id', async (c) => {
    const { db, config, now } = c.var.deps;
    const id = c.req.param('id');
    const exists = await db
      .selectFrom('camper_documenten')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw apiFailure('document_not_found');
    const upload = await readUpload(c, { allowed: DOCUMENT_FILE_TYPES, maxBytes: MAX_DOCUMENT_BYTES });
    rejectExtraFields(upload.fields);
    const key = await saveFile(config, BUCKET, upload.bytes, upload.ext, { asUploaded: true });
    const file = { key, size: upload.size, type: upload.mime };
    const { document, oldKey } = await replaceDocumentFile(db, id, file, c.var.authUser.id, now()).catch(
      async (error: unknown) => {
        await deleteFile(config, BUCKET, key);
        throw error;
      },
    );
    await removeStoredFiles(config, { privateFiles: [{ bucket: BUCKET, key: oldKey }] });
    return c.json({ document }, 200);
  })
  .delete('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const id = c.req.param('id');
    const key = await deleteDocument(db, id);
    await removeStoredFiles(config, { privateFiles: [{ bucket: BUCKET, key }] });
    return c.json({ verwijderd: id }, 200);
  });
