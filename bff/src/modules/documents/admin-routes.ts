import { one } from '@camperdeel/rules/schemas/answers';
import {
  adminDocumentSchema,
  DOCUMENT_FILE_TYPES,
  documentUploadSchema,
} from '@camperdeel/rules/schemas/documents';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { Hono } from 'hono';
import { adminDeleteHandlers, adminPageListHandlers } from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validateId, validateUpload } from '../../http/validate.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { replaceDocument, uploadDocument } from '../files/uploads.ts';
import { deleteDocument, listAdminDocuments } from './admin-service.ts';

const BUCKET = 'camper-documents';

/** /api/admin/documents (admin only): camper documents in the private bucket. */
export const adminDocumentsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    ...adminPageListHandlers(
      'documenten',
      'Documenten, per pagina (zoek op camper- of documentnaam)',
      adminDocumentSchema,
      listAdminDocuments,
    ),
  )
  .post(
    '/',
    describeAdmin({
      summary: 'Document uploaden',
      ok: { status: 201, body: one('document', adminDocumentSchema) },
      upload: true,
      lookup: true,
    }),
    validateUpload({
      allowed: DOCUMENT_FILE_TYPES,
      maxBytes: MAX_DOCUMENT_BYTES,
      fields: documentUploadSchema,
      incomplete: 'incomplete_document',
    }),
    async (c) => {
      const { files, fields } = c.req.valid('form');
      const document = await uploadDocument(c.var.deps, {
        camperId: fields.camper_id,
        naam: fields.document_naam,
        file: files[0] as UploadedFile,
        uploadedBy: c.var.authUser.id,
      });
      return c.json({ document }, 201);
    },
  )
  .put(
    '/:id',
    describeAdmin({
      summary: 'Documentbestand vervangen',
      ok: { status: 200, body: one('document', adminDocumentSchema) },
      upload: true,
      lookup: true,
    }),
    validateUpload({ allowed: DOCUMENT_FILE_TYPES, maxBytes: MAX_DOCUMENT_BYTES }),
    validateId('document_not_found'),
    async (c) => {
      const { files } = c.req.valid('form');
      const document = await replaceDocument(c.var.deps, {
        id: c.req.valid('param').id,
        file: files[0] as UploadedFile,
        uploadedBy: c.var.authUser.id,
      });
      return c.json({ document }, 200);
    },
  )
  .delete(
    '/:id',
    ...adminDeleteHandlers(
      { summary: 'Document verwijderen', notFound: 'document_not_found' },
      async (c, id) => {
        const { db, config } = c.var.deps;
        const key = await deleteDocument(db, id);
        await removeStoredFiles(config, { privateFiles: [{ bucket: BUCKET, key }] });
      },
    ),
  );
