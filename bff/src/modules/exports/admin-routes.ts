import { exportFileName } from '@camperdeel/rules/csv-cells';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import { auditQuerySchema } from '@camperdeel/rules/schemas/audit';
import { type ExportFormat, exportFileSchema, exportFormatSchema } from '@camperdeel/rules/schemas/exports';
import { FIRST_PAGE, type PageQuery, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import { type AppEnv, type AuthUser, type Deps, listReads } from '../../http/env.ts';
import { failureOf, validate } from '../../http/validate.ts';
import { recordAudit } from '../audit/record.ts';
import {
  auditExport,
  type ExportTable,
  invoicesExport,
  reservationsOverviewExport,
  usersExport,
} from './tables.ts';
import { csvStream, xlsxStream } from './write.ts';

const factory = createFactory<AppEnv>();

const MEDIA: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `?formaat=csv|xlsx` (csv when absent); anything else is 422 `export_format_invalid`. */
function formatOf(raw: string | undefined): ExportFormat {
  const parsed = exportFormatSchema.safeParse(raw);
  if (!parsed.success) throw apiFailure('export_format_invalid');
  return parsed.data;
}

function describeExport(what: string) {
  return describeAdmin({
    summary: `${what} exporteren (?formaat=csv|xlsx, met de zoekopdracht van de lijst)`,
    ok: { status: 200, body: exportFileSchema },
    media: ['text/csv', MEDIA.xlsx],
    input: true,
    failures: [422],
  });
}

/** Records who exported what (the export reads personal data), then answers the file as it is written. */
async function download(
  deps: Deps,
  user: Pick<AuthUser, 'id' | 'naam'>,
  format: ExportFormat,
  table: ExportTable,
  filters: Record<string, unknown>,
): Promise<Response> {
  const at = deps.now();
  await recordAudit(deps.db, {
    actorId: user.id,
    actorNaam: user.naam,
    soort: 'export',
    doel: table.subject,
    details: { formaat: format, ...filters },
    now: at,
  });
  const name = exportFileName(table.subject, todayInAmsterdam(at), format);
  return new Response(format === 'csv' ? csvStream(table) : xlsxStream(table), {
    status: 200,
    headers: {
      'content-type': MEDIA[format],
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The handlers of a list's export: the list's own search (`zoek`), then every row it finds as the file. */
function listExportHandlers(what: string, table: (db: Db, search: Pick<PageQuery, 'zoek'>) => ExportTable) {
  return factory.createHandlers(
    describeExport(what),
    requireAdmin,
    validate('query', pageQuerySchema),
    async (c) => {
      const format = formatOf(c.req.query('formaat'));
      const { zoek } = c.req.valid('query') ?? FIRST_PAGE;
      return download(c.var.deps, c.var.authUser, format, table(listReads(c.var.deps), { zoek }), { zoek });
    },
  );
}

/**
 * The admin tables as CSV or XLSX (docs/product/exports.md), each with the list's own search and
 * filters and every matching row. Mounted under /admin before the tables' `/:id` routes.
 */
export const adminExportRoutes = new Hono<AppEnv>()
  .get('/users/export', ...listExportHandlers('Gebruikers', usersExport))
  .get('/invoices/export', ...listExportHandlers('Facturen', invoicesExport))
  .get(
    '/reservations/overview/export',
    ...listExportHandlers('Reserveringsoverzicht', reservationsOverviewExport),
  )
  .get('/audit/export', describeExport('Logboek'), requireAdmin, async (c) => {
    const format = formatOf(c.req.query('formaat'));
    // The Logboek's own filters, read by its own schema (which refuses unknown parameters) without `formaat`.
    const { formaat: _format, ...rest } = c.req.query();
    const parsed = auditQuerySchema.safeParse(rest);
    if (!parsed.success) throw failureOf(parsed.error.issues);
    const query = parsed.data;
    return download(c.var.deps, c.var.authUser, format, auditExport(listReads(c.var.deps), query), {
      ...query.filters,
      zoek: query.page.zoek,
    });
  });
