import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import {
  INCOMPLETE_INVOICE_MESSAGE,
  INVOICE_FILE_TYPES,
  invoicePaidUpdateSchema,
  invoiceUploadSchema,
} from '@camperdeel/rules/schemas/invoices';
import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { removeStoredFiles } from '../../services/admin-files.ts';
import {
  checkNewInvoice,
  deleteInvoice,
  insertInvoice,
  listAdminInvoices,
  setInvoicePaid,
} from '../../services/admin-invoices.ts';
import { notifyContextOf } from '../../services/notifications.ts';
import { deleteFile, saveFile } from '../../storage/files.ts';
import { readUpload } from '../../storage/upload.ts';

const BUCKET = 'facturen';

/** /api/admin/invoices (admin only): invoices in the private bucket. */
export const adminInvoicesRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const facturen = await listAdminInvoices(c.var.deps.db, c.req.query('q'));
    return c.json({ facturen }, 200);
  })
  .post('/', async (c) => {
    const { db, config, now } = c.var.deps;
    const upload = await readUpload(c, {
      allowed: INVOICE_FILE_TYPES,
      maxBytes: MAX_DOCUMENT_BYTES,
      missingFile: 'incomplete_invoice',
    });
    const parsed = invoiceUploadSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      throw message === INCOMPLETE_INVOICE_MESSAGE
        ? apiFailure('incomplete_invoice')
        : apiFailure('invalid_input', { message });
    }
    await checkNewInvoice(db, parsed.data.user_id, parsed.data.factuur_nummer);
    const key = await saveFile(config, BUCKET, upload.bytes, upload.ext, { asUploaded: true });
    const file = { key, size: upload.size, type: upload.mime };
    const factuur = await insertInvoice(
      db,
      parsed.data,
      file,
      c.var.authUser.id,
      now(),
      notifyContextOf(c.var.deps),
    ).catch(async (error: unknown) => {
      await deleteFile(config, BUCKET, key);
      throw error;
    });
    return c.json({ factuur }, 201);
  })
  .patch('/:id', validate('json', invoicePaidUpdateSchema), async (c) => {
    const factuur = await setInvoicePaid(c.var.deps.db, c.req.param('id'), c.req.valid('json').betaald);
    return c.json({ factuur }, 200);
  })
  .delete('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const id = c.req.param('id');
    const key = await deleteInvoice(db, id);
    await removeStoredFiles(config, { privateFiles: [{ bucket: BUCKET, key }] });
    return c.json({ verwijderd: id }, 200);
  });
