import { one } from '@camperdeel/rules/schemas/answers';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import {
  adminInvoiceSchema,
  INVOICE_FILE_TYPES,
  invoicePaidUpdateSchema,
  invoiceUploadSchema,
} from '@camperdeel/rules/schemas/invoices';
import { Hono } from 'hono';
import {
  adminChangeHandlers,
  adminDeleteHandlers,
  adminPageListHandlers,
} from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validateUpload } from '../../http/validate.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { uploadInvoice } from '../files/uploads.ts';
import { deleteInvoice, listAdminInvoices, setInvoicePaid } from './admin-service.ts';

const BUCKET = 'facturen';

/** /api/admin/invoices (admin only): invoices in the private bucket. */
export const adminInvoicesRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    ...adminPageListHandlers(
      'facturen',
      'Facturen, per pagina (zoek op lid, factuurnummer of naam)',
      adminInvoiceSchema,
      listAdminInvoices,
    ),
  )
  .post(
    '/',
    describeAdmin({
      summary: 'Factuur uploaden',
      ok: { status: 201, body: one('factuur', adminInvoiceSchema) },
      upload: true,
      lookup: true,
      failures: [409],
    }),
    validateUpload({
      allowed: INVOICE_FILE_TYPES,
      maxBytes: MAX_DOCUMENT_BYTES,
      fields: invoiceUploadSchema,
      incomplete: 'incomplete_invoice',
    }),
    async (c) => {
      const { files, fields } = c.req.valid('form');
      const factuur = await uploadInvoice(c.var.deps, {
        fields,
        file: files[0] as UploadedFile,
        uploadedBy: c.var.authUser.id,
      });
      return c.json({ factuur }, 201);
    },
  )
  .patch(
    '/:id',
    ...adminChangeHandlers(
      {
        summary: 'Factuur betaald of onbetaald',
        key: 'factuur',
        row: adminInvoiceSchema,
        input: invoicePaidUpdateSchema,
        notFound: 'invoice_not_found',
      },
      (c, id, { betaald }) => setInvoicePaid(c.var.deps.db, id, betaald),
    ),
  )
  .delete(
    '/:id',
    ...adminDeleteHandlers(
      { summary: 'Factuur verwijderen', notFound: 'invoice_not_found' },
      async (c, id) => {
        const { db, config } = c.var.deps;
        const key = await deleteInvoice(db, id);
        await removeStoredFiles(config, { privateFiles: [{ bucket: BUCKET, key }] });
      },
    ),
  );
