import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { textProblem } from '@camperdeel/rules/schemas/common';
import type { ApiClient } from '../http/client.ts';
import { lookUp, pageQuery } from './pages.ts';

/** An invoice as GET /api/admin/invoices answers it (typed by the route). */
export type ApiInvoice = Answer<Api['admin']['invoices']['$get']>['facturen'][number];

type InvoicesPage = Answer<Api['admin']['invoices']['$get']>;

/** The invoices that already carry one of `numbers`, by number: what a re-run of an upload skips or refuses. */
export async function invoicesByNumber(
  client: ApiClient,
  numbers: Iterable<string>,
): Promise<Map<string, ApiInvoice>> {
  // Only numbers the server can search for: a row with a broken one fails on its own line, not the whole run.
  const searchable = (n: string) => n !== '' && n.length <= 254 && textProblem(n, 'one-line') === null;
  const distinct = [...new Set([...numbers].map((n) => n.trim()).filter(searchable))];
  const found = await lookUp(
    distinct,
    (zoek, cursor): Promise<InvoicesPage> =>
      client.call((api) => api.admin.invoices.$get({ query: pageQuery(zoek, cursor) })),
    (page) => page.facturen,
    // The search also matches longer numbers: keep the invoice with exactly this one.
    (nummer, invoices) => invoices.filter((f) => f.factuur_nummer === nummer),
  );
  return new Map(found.map((invoice) => [invoice.factuur_nummer, invoice]));
}
